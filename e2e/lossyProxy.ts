import { request as forward, createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** What the link does to one request it is told to spoil. */
export type Fault = 'pass' | 'reset' | 'dropReply' | 'stall'

export interface LossyProxyOptions {
  /** Where requests go: the site's server. */
  target: { host: string; port: number }
  /** Loopback port to listen on; 0 picks a free one. */
  port?: number
  /** The same seed gives the same faults in the same order, so a failing run can be replayed. */
  seed?: number
  /** Share of spoilt requests that each fault takes; the rest pass. */
  rates?: { reset?: number; dropReply?: number; stall?: number }
  /** At most this many stalls in the proxy's life: each costs a visitor a long wait. */
  maxStalls?: number
  /** How long a stalled request sits in the link before it goes on to the server. */
  stallMs?: number
  /** Which requests the link may spoil; the others always pass (by default, every request). */
  spoils?: (request: IncomingMessage) => boolean
}

export interface LossyProxy {
  /** The origin to open pages on: the browser talks to the proxy, the proxy to the server. */
  url: string
  port: number
  /** What each request it may spoil met so far, in arrival order. */
  faults: Fault[]
  /** Down: new connections are refused and open ones closed, as when a server's machine is off. */
  setDown(down: boolean): Promise<void>
  close(): Promise<void>
}

/** A small seeded generator (mulberry32): the same seed, the same sequence, on every machine. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * A bad link on loopback, between a browser and the site: an HTTP proxy that resets some
 * connections before the request goes on, loses some replies after the server has acted on the
 * request, holds a few for a long time before passing them on, and can be switched off and on.
 * Faults are drawn from a seeded sequence, one draw per request it may spoil, in arrival order.
 * It depends on Node alone, so any browser driver's tests can use it.
 */
export async function startLossyProxy({
  target,
  port = 0,
  seed = 1,
  rates = {},
  maxStalls = Number.POSITIVE_INFINITY,
  stallMs = 15_000,
  spoils = () => true,
}: LossyProxyOptions): Promise<LossyProxy> {
  const random = seededRandom(seed)
  const faults: Fault[] = []
  let stalls = 0
  const sockets = new Set<Socket>()
  const timers = new Set<ReturnType<typeof setTimeout>>()

  function draw(): Fault {
    const roll = random()
    const { reset = 0, dropReply = 0, stall = 0 } = rates
    if (roll < reset) return 'reset'
    if (roll < reset + dropReply) return 'dropReply'
    if (roll < reset + dropReply + stall && stalls < maxStalls) {
      stalls++
      return 'stall'
    }
    return 'pass'
  }

  /** Sends the request on to the server; `reply` gets the server's answer, fully read. */
  function pass(incoming: IncomingMessage, body: Buffer, reply: (status: number, headers: IncomingMessage['headers'], body: Buffer) => void) {
    const outgoing = forward(
      { ...target, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, connection: 'close' }, agent: false },
      (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => reply(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)))
      },
    )
    outgoing.on('error', () => incoming.socket.resetAndDestroy())
    outgoing.end(body)
  }

  function relay(response: ServerResponse) {
    return (status: number, headers: IncomingMessage['headers'], body: Buffer) => {
      if (response.destroyed) return
      // A fresh connection for every request: a browser silently resends a request whose reused
      // connection broke, which would hide the fault from the page.
      response.writeHead(status, { ...headers, connection: 'close' })
      response.end(body)
    }
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    if (!spoils(incoming)) return pass(incoming, body, relay(response))
    const fault = draw()
    faults.push(fault)
    if (fault === 'reset') return incoming.socket.resetAndDestroy()
    if (fault === 'dropReply') return pass(incoming, body, () => incoming.socket.resetAndDestroy())
    if (fault === 'stall') {
      // The request reaches the server late even if the browser gave up on it meanwhile.
      const timer = setTimeout(() => {
        timers.delete(timer)
        pass(incoming, body, relay(response))
      }, stallMs)
      timers.add(timer)
      return
    }
    pass(incoming, body, relay(response))
  }

  const server = createServer((incoming, response) => void handle(incoming, response).catch(() => incoming.socket.destroy()))
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(onPort, '127.0.0.1', () => {
        server.off('error', reject)
        resolve((server.address() as AddressInfo).port)
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })

  const boundPort = await listen(port)
  let down = false
  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    faults,
    async setDown(wanted) {
      if (wanted === down) return
      down = wanted
      if (wanted) await stop()
      else await listen(boundPort)
    },
    async close() {
      for (const timer of timers) clearTimeout(timer)
      if (!down) await stop()
    },
  }
}
