/**
 * The browser's side of passkeys (@simplewebauthn/browser), fetched only by the screens that use
 * it, so the password screen stays within its JavaScript budget. A screen starts the fetch when
 * it shows, not on the press: Safari lets a passkey be asked for only straight from a tap, with
 * no wait for the network between them.
 */
let loading: Promise<typeof import('@simplewebauthn/browser')> | undefined

export const loadWebAuthn = () => {
  loading ??= import('@simplewebauthn/browser')
  return loading
}

/** Whether this browser can use passkeys at all (every current engine can; an old one may not). */
export const passkeysSupported = () => typeof window.PublicKeyCredential === 'function'
