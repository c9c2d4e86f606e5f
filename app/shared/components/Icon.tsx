import type { IconName } from './iconNames.ts'

/**
 * A decorative Lucide icon, drawn in the current text colour, 1.2em square unless a class sizes
 * it (base.css). Its symbol is in the document: each page carries those it draws
 * (scripts/iconSprite.ts), and loadIconSprite.ts adds the rest when an island or the staff app
 * needs them.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`#${name}`} />
    </svg>
  )
}
