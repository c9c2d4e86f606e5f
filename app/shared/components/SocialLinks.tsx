import { firm, shownSocial } from '../content/firm.ts'
import { Icon } from './Icon.tsx'

/** The firm's social profiles, none while it is fictional; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ className = '', linkClassName = '' }: { className?: string; linkClassName?: string }) {
  if (shownSocial.length === 0) return null
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {shownSocial.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex h-11 w-11 items-center justify-center rounded-md ${linkClassName}`}
          >
            <Icon name={profile.icon} />
            <span className="sr-only">{`${firm.name} on ${profile.network} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
