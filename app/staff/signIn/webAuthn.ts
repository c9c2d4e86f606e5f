/**
 * Fetched only by the screens that use it, when they show, not on the press: Safari lets a passkey
 * be asked for only straight from a tap, with no wait for the network between them.
 */
let loading: Promise<typeof import('@simplewebauthn/browser')> | undefined

export const loadWebAuthn = () => {
  loading ??= import('@simplewebauthn/browser')
  return loading
}

export const passkeysSupported = () => typeof window.PublicKeyCredential === 'function'
