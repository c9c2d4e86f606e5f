import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Icon } from '../../shared/components/Icon.tsx'
import { ApiError } from '../../shared/apiError.ts'
import { failureText } from '../api/apiError.ts'
import { loadWebAuthn } from './webAuthn.ts'

interface PasskeyButtonProps<Answer> {
  label: string
  hint?: string
  failed: string
  ceremony: (webAuthn: typeof import('@simplewebauthn/browser')) => Promise<Answer>
  onDone: (answer: Answer) => Promise<void> | void
}

export function PasskeyButton<Answer>({ label, hint, failed, ceremony, onDone }: PasskeyButtonProps<Answer>) {
  useEffect(() => {
    void loadWebAuthn().catch(() => undefined)
  }, [])
  const use = useMutation({
    mutationFn: async () => ceremony(await loadWebAuthn()),
    meta: { signingIn: true },
    onSuccess: onDone,
  })
  // The server's refusals say why; the browser's (a closed prompt, a timeout) get our words.
  const failure = use.error && (use.error instanceof ApiError || use.error instanceof TypeError ? failureText(use.error) : failed)
  return (
    <div className="grid gap-3">
      <button type="button" disabled={use.isPending} className="btn-navy disabled:(cursor-wait opacity-70)" onClick={() => use.mutate()}>
        <Icon name={use.isPending ? 'loader-circle' : 'shield-check'} className={use.isPending ? 'animate-spin' : undefined} />
        {label}
      </button>
      {hint && <p className="text-sm text-ink-soft">{hint}</p>}
      <div role="alert">{failure && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
    </div>
  )
}
