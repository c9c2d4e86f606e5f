import { firm, fullAddress, shownSocial } from '../../shared/content/firm.ts'
import { SocialLinks } from '../../shared/components/SocialLinks.tsx'
import { Icon } from '../../shared/components/Icon.tsx'
import type { IconName } from '../../shared/components/iconNames.ts'
import { contactDetails } from '../../shared/content/contact.ts'

/** A value is one or more pieces, each kept on one line while it fits: a number is not cut in two. */
const rows: Array<{ label: string; icon: IconName; value: string | string[]; href?: string; note?: string }> = [
  { label: contactDetails.office, icon: 'map-pin', value: fullAddress },
  { label: contactDetails.telephone, icon: 'phone', value: [firm.phone.display, `(${firm.phone.international})`], href: firm.phone.href },
  { label: contactDetails.email, icon: 'mail', value: firm.email, href: `mailto:${firm.email}` },
  { label: contactDetails.dx, icon: 'inbox', value: firm.dx },
  { label: contactDetails.hours, icon: 'clock', value: firm.hours.display, note: firm.hours.closures },
]

export function ContactDetails() {
  return (
    <div>
      <dl className="space-y-5">
        {rows.map((row) => (
          <div key={row.label} className="relative min-h-11 pl-15">
            <dt className="text-sm font-semibold text-navy-900">
              <span className="absolute left-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-lg bg-navy-50 text-navy-700" aria-hidden="true">
                <Icon name={row.icon} className="text-xl" />
              </span>
              {row.label}
            </dt>
            {/* Breaks anywhere rather than push the page sideways, as a long address might with large text. */}
            <dd className="text-ink-soft [overflow-wrap:anywhere]">
              {row.href ? (
                <a href={row.href} className="link-underline">
                  <Pieces value={row.value} />
                </a>
              ) : (
                <Pieces value={row.value} />
              )}
              {row.note && <span className="block text-sm">{row.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {shownSocial.length > 0 && (
        <>
          <p className="mt-6 text-sm font-semibold text-navy-900">{contactDetails.followUs}</p>
          <SocialLinks className="-ml-3 mt-1" linkClassName="text-navy-700 hover:bg-navy-50" />
        </>
      )}
    </div>
  )
}

/** Each piece an inline block: the line breaks between pieces first, inside one only if it must. */
function Pieces({ value }: { value: string | string[] }) {
  if (typeof value === 'string') return value
  return value.map((piece, index) => (
    <span key={piece}>
      {index > 0 && ' '}
      <span className="inline-block">{piece}</span>
    </span>
  ))
}
