import { useState } from 'react'
import type { Enrolled } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/account.ts'
import { call } from '../api/staffRequests.ts'
import { PasskeyButton } from '../signIn/PasskeyButton.tsx'
import { SignInField } from '../signIn/SignInField.tsx'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'

const copy = staffAccountCopy.enrol

export function PasskeySetup({ onEnrolled }: { onEnrolled: (enrolled: Enrolled) => void }) {
  const [name, setName] = useState('')
  return (
    <div className="grid gap-5">
      <SignInField
        id="passkey-name"
        label={copy.passkeyName}
        hint={copy.passkeyNameHint}
        value={name}
        error={undefined}
        autoComplete="off"
        onChange={setName}
        onBlur={() => undefined}
      />
      <PasskeyButton
        label={copy.createPasskey}
        failed={copy.passkeyFailed}
        ceremony={async ({ startRegistration }) => {
          const optionsJSON = await call(staffApi.passkeyOptions)
          const response = await startRegistration({ optionsJSON })
          return call(staffApi.addPasskey, { response, name: name.trim() })
        }}
        onDone={onEnrolled}
      />
    </div>
  )
}
