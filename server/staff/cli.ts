import { read } from 'read'
import { ConfigError, loadConfig } from '../config.ts'
import { openAccounts } from '../store/openStore.ts'
import { StoreUnavailableError } from '../store/store.ts'
import { AccountError, staffAccounts } from './accounts.ts'

const usage = `Usage:
  npm run staff -- add <username> [--staff]
                                         create an account (asks for its password): an
                                         administrator, or with --staff one without
                                         deletion, Instructed, the audit log and the report
  npm run staff -- password <username>   set a new password (ends the account's sessions)
  npm run staff -- reset-factors <username>
                                         remove the account's passkeys, authenticator app and
                                         recovery codes (ends its sessions); its next sign-in
                                         sets up a second factor again
  npm run staff -- remove <username>     delete an account (ends its sessions); its open
                                         enquiries go back to Unassigned
  npm run staff -- role <username> <administrator|staff>
                                         change an account's role
  npm run staff -- list                  list the accounts

On a terminal the password is asked for twice and not shown; otherwise it is read as one
line from standard input (e.g. a pipe). Uses the same store as the server (DATA_DIR or MONGODB_URI).`

/** Who the timeline names for what this command does. */
const staffCommand = 'the staff command'

const returnedSentence = (username: string, returned: number) =>
  returned === 0
    ? `${username} had no open enquiries.`
    : `${returned} open ${returned === 1 ? 'enquiry' : 'enquiries'} of ${username}'s ${returned === 1 ? 'is' : 'are'} back in Unassigned, each with a note on its timeline.`

/** Twice, unseen, on a terminal; one line from standard input otherwise. */
async function askPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await read({ prompt: 'Password: ', silent: true, replace: '' })
    const again = await read({ prompt: 'Password again: ', silent: true, replace: '' })
    if (first !== again) throw new AccountError('The two passwords differ. Nothing was changed.')
    return first
  }
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  return input.split(/\r?\n/)[0] ?? ''
}

async function run([command, name, ...rest]: string[]) {
  const role = command === 'add' && rest[0] === '--staff' ? 'staff' : 'administrator'
  // `role <username> <role>` takes the role as its one further word.
  const extra = role === 'staff' || command === 'role' ? rest.slice(1) : rest
  const needsName = command === 'add' || command === 'password' || command === 'reset-factors' || command === 'remove' || command === 'role'
  if (
    !command ||
    !['add', 'password', 'reset-factors', 'remove', 'role', 'list'].includes(command) ||
    (command === 'role' && !rest[0]) ||
    (needsName && !name) ||
    extra.length > 0 ||
    (!needsName && name)
  ) {
    console.error(usage)
    return 2
  }
  const config = loadConfig()
  const { accounts: repository, close } = await openAccounts(config)
  const accounts = staffAccounts(repository)
  try {
    if (command === 'list') {
      const all = await accounts.list()
      if (all.length === 0) console.log('No staff accounts yet. Add one with: npm run staff -- add <username>')
      for (const { username, role: accountRole, createdAt } of all) console.log(`${username}\t${accountRole}\t(added ${createdAt.toISOString().slice(0, 10)})`)
    } else if (command === 'add') {
      console.log(`Added ${await accounts.add(name!, await askPassword(), role)} (${role}). They can sign in at /staff.`)
    } else if (command === 'password') {
      console.log(`Changed the password of ${await accounts.setPassword(name!, await askPassword())}; their sessions have ended.`)
    } else if (command === 'role') {
      console.log(
        `${await accounts.setRole(name!, rest[0]!)} is now ${rest[0] === 'staff' ? 'staff' : 'an administrator'}; it applies from their next request.`,
      )
    } else if (command === 'reset-factors') {
      console.log(
        `Removed the second factors of ${await accounts.resetFactors(name!)}; their sessions have ended. They set up a new one at their next sign-in.`,
      )
    } else {
      const { username, returned } = await accounts.remove(name!, staffCommand)
      console.log(`Removed ${username}; their sessions have ended. ${returnedSentence(username, returned)}`)
    }
    return 0
  } finally {
    await close()
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof AccountError || error instanceof ConfigError || error instanceof StoreUnavailableError
    console.error(known ? error.message : error)
    process.exit(1)
  },
)
