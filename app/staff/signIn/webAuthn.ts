/** Fetched when the screen shows, not on the press: Safari asks for a passkey only straight from a tap, with no wait for the network between. */
let loading: Promise<typeof import('@simplewebauthn/browser')> | undefined

export const loadWebAuthn = () => {
  loading ??= import('@simplewebauthn/browser')
  return loading
}

export const passkeysSupported = () => typeof window.PublicKeyCredential === 'function'
