import { useRef } from 'react'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'

interface ConfirmChangeProps {
  id: string
  /** The button that asks, and its look. */
  label: string
  className: string
  disabled: boolean
  words: { heading: string; body: string; confirm: string }
  onConfirm: () => void
}

/** A change to a colleague's account that they would notice, asked about first; Cancel, the safe choice, has focus. */
export function ConfirmChange({ id, label, className, disabled, words, onConfirm }: ConfirmChangeProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        className={className}
        onClick={() => {
          dialog.current?.showModal()
          cancel.current?.focus()
        }}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-heading`}
        aria-describedby={`${id}-body`}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl bg-white p-6 text-ink shadow-lg backdrop:bg-navy-950/60"
      >
        <h2 id={`${id}-heading`} className="heading-md text-navy-900">
          {words.heading}
        </h2>
        <p id={`${id}-body`} className="mt-2">
          {words.body}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => {
              dialog.current?.close()
              onConfirm()
            }}
            className="btn bg-rust text-white hover:bg-rust/90"
          >
            {words.confirm}
          </button>
          <button ref={cancel} type="button" onClick={() => dialog.current?.close()} className="btn border-2 border-navy-700 text-navy-800 hover:bg-navy-50">
            {staffTeamCopy.team.cancel}
          </button>
        </div>
      </dialog>
    </>
  )
}
