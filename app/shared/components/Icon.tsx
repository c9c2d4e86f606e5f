import type { IconName } from './iconNames.ts'

/** Its symbol is in the document: scripts/iconSprite.ts for the page's own, loadIconSprite.ts for the rest. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`#${name}`} />
    </svg>
  )
}
