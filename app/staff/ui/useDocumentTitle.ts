import { useEffect } from 'react'

/** Never a name or other detail of an enquiry: titles stay in the browser's history, on the device. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title
  }, [title])
}
