/** Offers a file to the person as a download; the in-memory copy is let go straight after. */
export function saveFile(contents: Blob, fileName: string) {
  const url = URL.createObjectURL(contents)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url))
}
