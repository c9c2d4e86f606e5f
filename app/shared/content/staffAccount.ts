import { sessionIdleMinutes, sessionMaxHours, type AuditAction } from '../staffApi.ts'

/**
 * The staff app's sentences for an account's own screens: setting up a second factor, the
 * recovery codes, the sessions and the audit log. Apart from staffCopy so the sign-in screen,
 * which shows none of them, does not download them (its JavaScript budget, docs/performance.md).
 */
export const staffAccountCopy = {
  /** Setting up a second factor, at the first sign-in that asks for one. */
  enrol: {
    screen: 'Set up a second factor',
    heading: 'Set up a second factor',
    intro:
      'Enquiries hold people’s legal problems, so a password alone no longer opens the inbox. Choose how you will confirm it is you each time you sign in.',
    passkey: 'A passkey on this device',
    passkeyHint: 'Your fingerprint, face or screen lock. Nothing to type, and it cannot be phished.',
    app: 'An authenticator app',
    appHint: 'For a device without passkeys: a 6-digit code from an app such as Microsoft Authenticator or Google Authenticator.',
    passkeyName: 'Name this passkey (optional)',
    passkeyNameHint: 'So you can tell it apart later, like “Work laptop”.',
    createPasskey: 'Create the passkey',
    passkeyFailed: 'No passkey was created: the request was cancelled or timed out. Try again, or choose the authenticator app.',
    scan: 'Scan this code with the app',
    qrAlt: 'QR code to add the Clarendon inbox to your authenticator app',
    openApp: 'On this phone? Open the authenticator app',
    typeSecret: 'Or type this key into the app',
    code: 'The 6-digit code the app now shows',
    confirm: 'Confirm',
    wrongCode: 'That code is not right. Check the app shows the Clarendon inbox, and type the 6 digits it shows now.',
    back: 'Choose another way',
  },
  /** The ten single-use recovery codes, shown once. */
  recoveryCodes: {
    screen: 'Your recovery codes',
    heading: 'Keep your recovery codes',
    intro:
      'If you lose the device with your second factor, each of these codes signs you in once. They are shown only now: copy them or download them, and keep them somewhere safe away from this device, such as a password manager.',
    listLabel: 'Recovery codes',
    copy: 'Copy the codes',
    copied: 'Codes copied',
    download: 'Download the codes',
    fileName: 'clarendon-inbox-recovery-codes.txt',
    fileHeading: (username: string) => `Recovery codes for ${username}, Clarendon Solicitors inbox. Each works once.`,
    kept: 'I have kept them',
  },
  sessions: {
    screen: 'Your sessions',
    heading: 'Your sessions',
    intro: `Where you are signed in now. A session ends after ${sessionIdleMinutes} minutes without use, ${sessionMaxHours} hours after signing in, or when the browser closes.`,
    loading: 'Loading your sessions…',
    what: 'Your sessions',
    thisOne: 'This device',
    others: 'Other sessions',
    none: 'You are not signed in anywhere else.',
    started: 'Signed in',
    lastActive: 'Last active',
    signOutOthers: 'Sign out everywhere else',
    signedOutOthers: (ended: number) => `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}`,
  },
  audit: {
    screen: 'Audit log',
    heading: 'Audit log',
    intro: 'Who opened, exported or changed which enquiry, and when. Newest first.',
    loading: 'Loading the audit log…',
    what: 'The audit log',
    empty: 'Nothing has been recorded yet.',
    columns: { at: 'When', actor: 'Who', action: 'What', enquiry: 'Enquiry' },
    actions: {
      read: 'Opened',
      export: 'Exported',
      status: 'Changed the status',
      assign: 'Assigned',
      note: 'Added a note',
      release: 'Released from hold',
      delete: 'Deleted',
    } satisfies Record<AuditAction, string>,
    /** The bearer token's actor, which no person signs in as. */
    api: 'the API token',
    deleted: '(deleted)',
    pages: { label: 'Pages of the audit log', previous: 'Newer', next: 'Older', current: (page: number, pageCount: number) => `Page ${page} of ${pageCount}` },
  },
} as const
