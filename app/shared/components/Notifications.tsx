import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'

/** The one toast region (docs/specification.md, "Business constants and limits"). */
export function Notifications({ position = 'bottom-center' }: { position?: 'bottom-center' | 'top-center' }) {
  useEffect(() => {
    const dismissOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toast.dismiss()
    }
    document.addEventListener('keydown', dismissOnEscape)
    return () => document.removeEventListener('keydown', dismissOnEscape)
  }, [])

  return (
    <Toaster
      position={position}
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      hotkey={['F8']}
      swipeDirections={['right']}
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
