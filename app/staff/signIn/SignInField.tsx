import { Icon } from '../../shared/components/Icon.tsx'

interface SignInFieldProps {
  id: 'username' | 'password'
  label: string
  value: string
  /** Shown once the field has been left or the form sent; undefined while it is fine. */
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

/**
 * One of the sign-in form's two fields, labelled, its error beside it and announced with it, as
 * the shared TextField draws them; in React state, so the first screen carries no form library.
 */
export function SignInField({ id, label, value, error, onChange, onBlur }: SignInFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-navy-900">
        {label}
      </label>
      <div className="mt-1.5">
        <input
          id={id}
          name={id}
          type={id === 'password' ? 'password' : 'text'}
          autoComplete={id === 'password' ? 'current-password' : 'username'}
          // A username is not prose: no capital letter or spelling help from the phone.
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`w-full rounded-md border bg-white px-3 py-2.5 text-ink ${error ? 'border-rust' : 'border-navy-200'}`}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-rust">
          <Icon name="circle-alert" />
          {error}
        </p>
      )}
    </div>
  )
}
