import { Icon } from './Icon.tsx'

/** A field's error, under it, named by the field's aria-describedby as `${id}-error`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-rust">
      <Icon name="circle-alert" />
      {error}
    </p>
  )
}
