import type { AnyFieldApi } from '@tanstack/react-form'
import { FieldLabel } from './TextField.tsx'

interface SelectFieldProps {
  field: AnyFieldApi
  id: string
  label: string
  hint?: string
  noChoice: string
  options: ReadonlyArray<{ value: string; label: string }>
}

export function SelectField({ field, id, label, hint, noChoice, options }: SelectFieldProps) {
  return (
    <div className="sm:col-span-2">
      <FieldLabel id={id} label={label} hint={hint} />
      <select
        id={id}
        name={field.name}
        value={field.state.value as string}
        onBlur={field.handleBlur}
        onChange={(event) => field.handleChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1.5 w-full rounded-md border border-navy-200 bg-white px-3 py-2.5 text-ink"
      >
        <option value="">{noChoice}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
