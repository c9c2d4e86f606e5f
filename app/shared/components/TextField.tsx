import type { AnyFieldApi } from '@tanstack/react-form'
import { FieldError } from './FieldError.tsx'

interface TextFieldProps {
  field: AnyFieldApi
  id: string
  label: string
  type?: 'text' | 'email' | 'tel' | 'textarea' | 'password'
  autoComplete?: string
  hint?: string
  wide?: boolean
  /** For names that are not prose (a username): no capital letter or spelling help from the phone. */
  verbatim?: boolean
  /** Marked required for assistive technology; the form says in words which fields are needed. */
  required?: boolean
}

export function TextField({ field, id, label, type = 'text', autoComplete, hint, wide, verbatim, required }: TextFieldProps) {
  const { meta } = field.state
  const submitted = field.form.state.submissionAttempts > 0
  const error = meta.isBlurred || submitted ? (meta.errors[0] as { message?: string } | undefined)?.message : undefined
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    value: field.state.value as string,
    onBlur: field.handleBlur,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `w-full rounded-md border bg-white px-3 py-2.5 text-ink ${error ? 'border-rust' : 'border-navy-200'}`,
  }
  return (
    <div className={wide || type === 'textarea' ? 'sm:col-span-2' : undefined}>
      <FieldLabel id={id} label={label} hint={hint} />
      <div className="mt-1.5">
        {type === 'textarea' ? (
          <textarea {...common} rows={5} className={`${common.className} min-h-[120px]`} onChange={(e) => field.handleChange(e.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            autoComplete={autoComplete}
            {...(verbatim ? { autoCapitalize: 'none', spellCheck: false } : {})}
            onChange={(e) => field.handleChange(e.target.value)}
          />
        )}
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}

export function FieldLabel({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <>
      <label htmlFor={id} className="block font-medium text-navy-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
    </>
  )
}
