import { useState } from 'react'
import { saveFile } from '../enquiry/saveFile.ts'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'

const copy = staffAccountCopy.recoveryCodes

/** The recovery codes, this once: in this screen's memory only, and gone with it. */
export function RecoveryCodesShown({ username, codes, onKept }: { username: string; codes: string[]; onKept: () => void }) {
  const [copied, setCopied] = useState(false)
  const text = `${copy.fileHeading(username)}\n\n${codes.join('\n')}\n`
  return (
    <section aria-labelledby="codes-heading" className="grid gap-5">
      <h2 id="codes-heading" className="heading-md text-navy-900">
        {copy.heading}
      </h2>
      <p>{copy.intro}</p>
      <ol aria-label={copy.listLabel} className="grid grid-cols-2 gap-x-3 gap-y-1 whitespace-nowrap rounded-lg bg-parchment p-3 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          className="btn border-2 border-navy-700 px-4 py-2 text-navy-800 hover:bg-navy-50"
          onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
        >
          {copy.copy}
        </button>
        <button
          type="button"
          className="btn border-2 border-navy-700 px-4 py-2 text-navy-800 hover:bg-navy-50"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), copy.fileName)}
        >
          {copy.download}
        </button>
      </div>
      <p role="status" className="text-sm font-medium text-moss">
        {copied ? copy.copied : ''}
      </p>
      <button type="button" className="btn-navy" onClick={onKept}>
        {copy.kept}
      </button>
    </section>
  )
}
