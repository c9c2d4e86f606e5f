import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface FreshServer {
  url: string
  dataDir: string
  /** CPU time the server process has used so far, in ms (Linux's /proc); undefined elsewhere. */
  cpuMs(): number | undefined
  stop(): Promise<void>
}

/** User and system time of a process from /proc/<pid>/stat, in clock ticks of 10 ms. */
function processCpuMs(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

/** A port nobody is listening on now, so the bench's own servers never meet another's. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))))
    })
  })
}

/**
 * The production server on a store of its own (a new DATA_DIR unless one is given), for figures
 * that depend on what the store holds; stopping it removes that folder unless `keepData`. Rate
 * limits are lifted: the bench is one client. `preload`: a module the server loads first.
 */
export async function startFreshServer(
  options: { dataDir?: string; env?: Record<string, string>; preload?: URL; keepData?: boolean } = {},
): Promise<FreshServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'clarendon-bench-')))
  const removeData = () => (options.keepData ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const preload = options.preload ? ['--import', options.preload.href] : []
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000', ...options.env },
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (let attempt = 0; attempt < 300; attempt++) {
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    )
    if (up) {
      const stop = async () => {
        child.kill('SIGTERM')
        await exited
        await removeData()
      }
      return { url, dataDir, stop, cpuMs: () => processCpuMs(child.pid) }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  await exited
  // A server that never answered kept nothing worth keeping in a folder made for it.
  if (!options.dataDir || !options.keepData) await rm(dataDir, { recursive: true, force: true })
  throw new Error(`The server on a fresh store did not answer at ${url}`)
}
