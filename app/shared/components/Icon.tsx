import type { IconName } from './iconNames.ts'

/**
 * A decorative Lucide icon, drawn in the current text colour, 1.2em square unless a class sizes
 * it (base.css). All icons come from one sprite, which loadIconSprite.ts puts in the document
 * (so a page's style calculation decodes no image per icon, as CSS mask icons would make it do).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`#${name}`} />
    </svg>
  )
}
