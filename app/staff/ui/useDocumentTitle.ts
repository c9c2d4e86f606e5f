import { useEffect } from 'react'

/**
 * Each screen's tab title. Never a name or any other detail of an enquiry: titles stay in the
 * browser's history, on the device.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title
  }, [title])
}
