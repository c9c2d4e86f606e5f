import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

export const processToken = 'fault-test-admin-token-0123456789'

export interface ServerProcess {
  child: ChildProcess
  url: string
  /** Kills the server at once (kill -9), also when it runs under another command. */
  kill(): void
  /** Everything it wrote to stdout and stderr so far. */
  output(): string
  exited: Promise<number | null>
}

/**
 * The real app and store in a process of its own (storeServer.ts), on DATA_DIR `dataDir`,
 * optionally run under another command (strace). Resolves once it answers.
 */
export function startServerProcess(dataDir: string, { wrapper = [] as string[], env = {} as Record<string, string> } = {}): Promise<ServerProcess> {
  const command = [...wrapper, process.execPath, '--import', 'tsx', path.resolve('server/testing/storeServer.ts')]
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_TOKEN: processToken, RATE_LIMIT_MAX: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', () => {
      const [, port, pid] = /^listening (\d+) (\d+)$/m.exec(output) ?? []
      if (!port) return
      // Under strace, the server is strace's child: strace ends (and writes its last lines) when it does.
      const kill = () => {
        try {
          process.kill(Number(pid), 'SIGKILL')
        } catch (error) {
          // Killed already (a test, then its afterEach).
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
        }
      }
      resolve({ child, url: `http://127.0.0.1:${port}`, kill, output: () => output, exited })
    })
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it answered:\n${output}`)))
  })
}

/** `node server/index.ts` as `npm start` runs it, to the point where it stops (or is stopped). */
export function runProductionServer(dataDir: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/index.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => resolve({ code, output }))
  })
}
