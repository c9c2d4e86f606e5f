import type { RefObject } from 'react'
import { staffCopy } from '../../shared/content/staff.ts'

interface ConfirmInstructedProps {
  dialog: RefObject<HTMLDialogElement | null>
  pending: boolean
  onConfirm: () => void
}

/** Asked before an enquiry is marked Instructed; Cancel, the safe choice, has focus. */
export function ConfirmInstructed({ dialog, pending, onConfirm }: ConfirmInstructedProps) {
  const words = staffCopy.move
  return (
    <dialog
      ref={dialog}
      aria-labelledby="instructed-heading"
      aria-describedby="instructed-body"
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl bg-white p-6 text-ink shadow-lg backdrop:bg-navy-950/60"
    >
      <h2 id="instructed-heading" className="heading-md text-navy-900">
        {words.confirmInstructedHeading}
      </h2>
      <p id="instructed-body" className="mt-2">
        {words.confirmInstructedBody}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" disabled={pending} onClick={onConfirm} className="btn-navy disabled:(cursor-wait opacity-70)">
          {words.confirmInstructed}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the dialog opens on the choice that changes nothing */}
        <button type="button" autoFocus onClick={() => dialog.current?.close()} className="btn border-2 border-navy-700 text-navy-800 hover:bg-navy-50">
          {words.cancel}
        </button>
      </div>
    </dialog>
  )
}
