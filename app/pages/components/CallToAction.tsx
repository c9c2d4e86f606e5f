import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { firm } from '../../shared/content/firm.ts'
import type { ServiceId } from '../../shared/content/types.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { callLabel as callUs, enquiryLabel } from '../../shared/content/enquiryCall.ts'

interface CallToActionProps {
  heading: string
  text: string
  callLabel?: ReactNode
  service?: ServiceId
}

/** The closing band of a page: an enquiry, under its one label, or a call to the office. */
export function CallToAction({ heading, text, callLabel, service }: CallToActionProps) {
  return (
    <section className="bg-navy-900 text-white">
      <div className="page-container section-y text-center">
        <h2 className="heading-lg">{heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/contact" search={service ? { service } : {}} className="btn-primary">
            <Icon name="mail" />
            {enquiryLabel}
          </Link>
          <a href={firm.phone.href} className="btn-outline text-white">
            <Icon name="phone" />
            {callLabel ?? callUs}
          </a>
        </div>
      </div>
    </section>
  )
}
