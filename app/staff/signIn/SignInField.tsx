import type { HTMLInputAutoCompleteAttribute } from 'react'
import { FieldError } from '../../shared/components/FieldError.tsx'

interface SignInFieldProps {
  id: string
  label: string
  hint?: string
  value: string
  error: string | undefined
  type?: 'text' | 'password'
  autoComplete: HTMLInputAutoCompleteAttribute
  /** `numeric` brings up the phone's number pad, for a 6-digit code. */
  inputMode?: 'text' | 'numeric'
  onChange: (value: string) => void
  onBlur: () => void
}

/** In React state, so the first screen carries no form library. */
export function SignInField({ id, label, hint, value, error, type = 'text', autoComplete, inputMode, onChange, onBlur }: SignInFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-navy-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <div className="mt-1.5">
        <input
          id={id}
          name={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          // Usernames and codes are not prose: no capital letter or spelling help from the phone.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`w-full rounded-md border bg-white px-3 py-2.5 text-ink ${error ? 'border-rust' : 'border-navy-200'}`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
