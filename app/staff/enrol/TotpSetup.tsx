import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { staffCopy } from '../../shared/content/staff.ts'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'
import type { Enrolled } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/account.ts'
import { call } from '../api/staffRequests.ts'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { CodeForm } from '../signIn/CodeForm.tsx'

const copy = staffAccountCopy.enrol

/** The key in groups of four, as an app's "enter a key" screen is easiest typed from. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

export function TotpSetup({ onEnrolled }: { onEnrolled: (enrolled: Enrolled) => void }) {
  const secret = useMutation({ mutationFn: () => call(staffApi.startTotp), meta: { signingIn: true } })
  const { mutate } = secret
  useEffect(() => mutate(), [mutate])

  if (secret.isError) return <LoadFailed what={copy.app} error={secret.error} retry={() => mutate()} />
  if (!secret.data)
    return (
      <p role="status" className="text-ink-soft">
        {staffCopy.screen.loading}
      </p>
    )
  const { qrCode, uri } = secret.data
  return (
    <div className="grid gap-5">
      <section aria-labelledby="scan-heading">
        <h2 id="scan-heading" className="font-semibold text-navy-900">
          {copy.scan}
        </h2>
        <img src={qrCode} alt={copy.qrAlt} width={200} height={200} className="mt-2 block h-auto w-50 max-w-full bg-white p-2" />
      </section>
      <p>
        <a href={uri} className="btn border-2 border-navy-700 px-4 py-2 text-navy-800 no-underline hover:bg-navy-50">
          {copy.openApp}
        </a>
      </p>
      <figure>
        <figcaption className="font-semibold text-navy-900">{copy.typeSecret}</figcaption>
        <p data-totp-secret={secret.data.secret} className="mt-1 break-all font-mono text-lg tracking-wide">
          {grouped(secret.data.secret)}
        </p>
      </figure>
      <CodeForm
        kind="totp"
        route={staffApi.confirmTotp}
        label={copy.code}
        hint={staffCopy.secondFactor.codeHint}
        submit={copy.confirm}
        wrongCode={copy.wrongCode}
        onDone={onEnrolled}
      />
    </div>
  )
}
