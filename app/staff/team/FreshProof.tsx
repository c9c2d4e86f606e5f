import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { proofRequired } from '../../shared/staffApi.ts'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import { apiReason, apiStatus } from '../api/apiError.ts'
import { sessionQuery } from '../api/queries.ts'
import { ProofForm } from '../signInMethods/ProofForm.tsx'

/** The administrator closed the proof without giving it: the change was not made, and nothing went wrong. */
class ProofNotGiven extends Error {}

export const proofNotGiven = (error: unknown) => error instanceof ProofNotGiven

const proofAsked = (error: unknown) => apiStatus(error) === 403 && apiReason(error) === proofRequired

const AskForProof = createContext<() => Promise<void>>(() => Promise.reject(new ProofNotGiven()))

/**
 * Runs a change to the team; when the server first wants the password and a second factor again
 * (server/staff/freshProof.ts), asks for them, then runs it once more. The server alone decides
 * when a proof is stale, so the screen keeps no clock of its own.
 */
export function useProven() {
  const ask = useContext(AskForProof)
  return useCallback(
    async <T,>(change: () => Promise<T>): Promise<T> => {
      try {
        return await change()
      } catch (error) {
        if (!proofAsked(error)) throw error
        await ask()
        return change()
      }
    },
    [ask],
  )
}

interface Asking {
  proven: () => void
  notGiven: () => void
}

/** The proof, asked for over the screen, so that an invitation half typed or a confirmed removal is still there once it is given. */
export function FreshProof({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [asking, setAsking] = useState<Asking | null>(null)
  const { data: session } = useQuery(sessionQuery)
  // Changes that meet the same request for a proof share one: each is made once it is given.
  const pending = useRef<Promise<void> | null>(null)
  const ask = useCallback(() => {
    pending.current ??= new Promise<void>((proven, refuse) => setAsking({ proven, notGiven: () => refuse(new ProofNotGiven()) })).finally(() => {
      pending.current = null
    })
    return pending.current
  }, [])

  // Opened once its form is in it, so that focus lands on the password.
  useEffect(() => {
    if (asking && !dialog.current?.open) dialog.current?.showModal()
  }, [asking])

  return (
    <AskForProof.Provider value={ask}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby="proof-heading"
        // Escape, Cancel, or the proof given: a promise already kept ignores the refusal.
        onClose={() => {
          asking?.notGiven()
          setAsking(null)
        }}
        className="m-auto w-[min(28rem,calc(100%-2rem))] bg-transparent p-0 backdrop:bg-navy-950/60 [&>section]:mt-0"
      >
        {asking && (
          <ProofForm
            hasPasskey={session?.factors.includes('passkey') ?? false}
            intro={staffTeamCopy.team.proofIntro}
            onProven={() => {
              asking.proven()
              dialog.current?.close()
            }}
            onCancel={() => dialog.current?.close()}
          />
        )}
      </dialog>
    </AskForProof.Provider>
  )
}
