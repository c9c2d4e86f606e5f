import { type FactorKind, passwordMinLength } from '../staffApi.ts'
import type { StaffRole } from '../staffRoles.ts'
import { invitationHours } from '../staffRoutes/team.ts'

const roleNames = { administrator: 'Administrator (a partner)', staff: 'Staff' } satisfies Record<StaffRole, string>

const enquiries = (count: number) => `${count} open ${count === 1 ? 'enquiry' : 'enquiries'}`

/** The team screen and the invitation's link: apart from staffCopy so the sign-in screen, which shows none of them, does not download them. */
export const staffTeamCopy = {
  nav: 'Team',
  roleNames,
  team: {
    screen: 'Team',
    heading: 'Team',
    intro:
      'Everyone who can sign in to the inbox, and colleagues invited who have not yet chosen a password. A change to an account may ask for your password and a second factor again.',
    proofIntro: 'A change to the team’s accounts needs your password and a second factor again.',
    loading: 'Loading the team…',
    what: 'The team',
    accounts: 'Accounts',
    you: 'You',
    labels: { role: 'Role', email: 'E-mail', factors: 'Second factor', added: 'Added' },
    noEmail: 'no e-mail',
    noFactor: 'no second factor yet',
    factorNames: { totp: 'authenticator app', passkey: 'passkey' } satisfies Record<FactorKind, string>,
    makeRole: { administrator: 'Make administrator', staff: 'Make staff' } satisfies Record<StaffRole, string>,
    roleChanged: (username: string, role: StaffRole) => `${username} is now ${roleNames[role].toLowerCase()}`,
    reset: 'Reset second factors',
    confirmReset: {
      heading: (username: string) => `Reset ${username}’s second factors?`,
      body: (username: string) =>
        `Their passkeys, authenticator app and recovery codes stop working, and they are signed out everywhere. With their password they then set up a second factor again: do this when ${username} has lost their device.`,
      confirm: 'Reset second factors',
    },
    wasReset: (username: string) => `${username}’s second factors were reset`,
    remove: 'Remove',
    confirmRemove: {
      heading: (username: string) => `Remove ${username}’s account?`,
      body: (username: string) =>
        `${username} can no longer sign in, and is signed out everywhere. Their open enquiries go back to Unassigned for a colleague to take.`,
      confirm: 'Remove the account',
    },
    removed: (username: string, returned: number) =>
      `${username} removed. ${returned === 0 ? 'They had no open enquiries.' : `${enquiries(returned)} went back to Unassigned.`}`,
    cancel: 'Cancel',
    invitations: 'Invitations not yet accepted',
    noInvitations: 'Nobody is waiting to accept an invitation.',
    invitedBy: 'Invited by',
    expires: 'Link works until',
    cancelInvitation: 'Cancel invitation',
    invitationCancelled: (username: string) => `${username}’s invitation cancelled: its link no longer works`,
  },
  invite: {
    heading: 'Invite a colleague',
    intro: `They are e-mailed a link that works once, for ${invitationHours} hours, to choose their password. At their first sign-in they set up a second factor.`,
    username: 'Username',
    usernameHint: 'What they will sign in with, such as ciaran or m.doherty: letters, digits, dots, hyphens or underscores.',
    email: 'Their e-mail address',
    emailHint: 'The invitation goes here, and later the inbox’s alerts for them.',
    role: 'Role',
    roleHints: {
      staff: 'Answers and manages enquiries.',
      administrator: 'Also manages accounts, sees the report and the audit log, and can delete enquiries.',
    } satisfies Record<StaffRole, string>,
    submit: 'E-mail the invitation',
    sent: (email: string) => `Invitation e-mailed to ${email}`,
  },
  invitation: {
    screen: 'Set up your account',
    heading: 'Set up your account',
    opening: 'Opening your invitation…',
    username: 'Username',
    role: 'Role',
    expires: 'This link works until',
    intro: 'Choose the password you will sign in with. Only you will know it: nobody at the firm can see it.',
    password: 'Password',
    passwordHint: `At least ${passwordMinLength} characters; three or four unrelated words work well.`,
    again: 'Password again',
    againMissing: 'Type the password again',
    mismatch: 'The two passwords are not the same. Type the same one in both boxes.',
    submit: 'Make my account',
    ready: 'Your account is ready',
    next: 'Sign in with your new password, then set up a second factor: a passkey on this device, or an authenticator app.',
    signIn: 'Sign in',
    notOpened: 'This invitation cannot be used',
    incomplete: 'Open the link in the e-mail again, or copy all of it, with the part after #, into the address bar.',
  },
} as const
