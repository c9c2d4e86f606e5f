import { createServer, type AddressInfo, type Server } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface TestSmtpServer {
  url: string
  port: number
  /** Every message accepted so far, parsed. */
  messages: ParsedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server on loopback, in the test process: it takes messages over the wire as a
 * mail server would, and can refuse the first few, for now (451, a busy mailbox) or for good (550).
 */
export async function startSmtpServer({
  port = 0,
  refuseFirst = 0,
  refusalCode = 451,
  refusal = 'Mailbox unavailable',
  onMessage,
}: {
  port?: number
  refuseFirst?: number
  refusalCode?: 451 | 550
  /** What the refusals say; a real server's often quotes the address it refused. */
  refusal?: string
  onMessage?: (mail: ParsedMail) => void
} = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = []
  let refusals = refuseFirst
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        if (refusals > 0) {
          refusals--
          return callback(Object.assign(new Error(refusal), { responseCode: refusalCode }))
        }
        messages.push(mail)
        onMessage?.(mail)
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.server.address() as AddressInfo).port
  return { url: `smtp://127.0.0.1:${bound}`, port: bound, messages, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** A server that takes the connection and then says nothing: a mail server hung or far too slow. */
export async function startSilentServer(): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>()
  const server: Server = createServer((socket) => void sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
