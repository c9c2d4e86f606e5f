import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../server/testing/tempDirs.ts'
import { isBuildCurrent } from './buildStamp.ts'

/**
 * The image's start command (the Dockerfile's CMD), run outside Docker as the image runs it: in a
 * folder holding only package.json, the lockfile, a built dist/ and node_modules pruned by npm to
 * production dependencies. The pruned tree is a hard-linked copy of the installed one, so no
 * network and no native rebuild are needed; the folder is under the system's temporary directory,
 * where no parent holds a node_modules that Node could fall back to.
 */
const run = promisify(execFile)
const adminToken = `production-test-${randomUUID()}`
const buildTools = ['vite', 'tsx', 'esbuild', 'rolldown', 'vitest', '@vitejs/plugin-react', 'unocss', '@playwright/test']

function startCommand(): string[] {
  const cmd = readFileSync('Dockerfile', 'utf8').match(/^CMD (\[.*\])$/m)?.[1]
  if (!cmd) throw new Error('The Dockerfile has no exec-form CMD')
  return JSON.parse(cmd)
}

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => probe.once('listening', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

let image: string
let dataDir: string

beforeAll(async () => {
  // A build made here is the one the image's build stage makes (`npm run build`), outside Vitest's
  // environment, which vite.config.ts reads as a test run.
  const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)))
  if (!(await isBuildCurrent())) await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { env: buildEnv, timeout: 600_000 })
  image = tempDir('clarendon-image-')
  dataDir = tempDir('clarendon-image-data-')
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, path.join(image, file))
  cpSync('dist', path.join(image, 'dist'), { recursive: true })
  await run('cp', ['-al', realpathSync('node_modules'), path.join(image, 'node_modules')])
  // npm rewrites its record of the tree: a copy of its own, never a link to the installed one.
  const record = path.join(image, 'node_modules', '.package-lock.json')
  rmSync(record, { force: true })
  if (existsSync('node_modules/.package-lock.json')) copyFileSync('node_modules/.package-lock.json', record)
  await run('npm', ['prune', '--omit=dev', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], { cwd: image, timeout: 120_000 })
}, 660_000)

interface Server {
  child: ChildProcess
  port: number
  log: () => string
  exited: Promise<number | null>
}

/**
 * Only what an operator sets: nothing of this test runner's environment (NODE_OPTIONS, loaders,
 * the project's node_modules/.bin that npx put on PATH).
 */
function operatorEnv() {
  const PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter)
  return { PATH, DATA_DIR: dataDir }
}

async function startServer(): Promise<Server> {
  const port = await freePort()
  const [command, ...args] = startCommand()
  const env = { ...operatorEnv(), PORT: String(port), HOST: '127.0.0.1', ADMIN_TOKEN: adminToken, LOG_LEVEL: 'info' }
  const child = spawn(command === 'node' ? process.execPath : command!, args, { cwd: image, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const server = { child, port, log: () => output, exited }
  await waitFor(server, 'Clarendon Solicitors site on')
  return server
}

async function waitFor(server: Server, text: string) {
  while (!server.log().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`The server exited (${server.child.exitCode}):\n${server.log()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const enquiry = () => ({
  id: randomUUID(),
  firstName: 'Ciara',
  lastName: 'Doherty',
  email: 'ciara@example.com',
  phone: '028 9649 6456',
  serviceType: '',
  details: 'A question about a lease on Shipquay Street.',
})

async function listed(server: Server): Promise<Array<{ id: string }>> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/consultation-requests`, { headers: { authorization: `Bearer ${adminToken}` } })
  expect(res.status).toBe(200)
  return res.json()
}

// Each test starts the server, a few seconds on a busy two-core machine.
describe('the production start (the Dockerfile CMD on production dependencies only)', { timeout: 60_000 }, () => {
  it('runs in a tree that npm pruned of every build tool', () => {
    expect(startCommand()).toEqual(['node', 'dist/node/server/index.js'])
    for (const tool of buildTools) expect(existsSync(path.join(image, 'node_modules', tool)), tool).toBe(false)
    expect(existsSync(path.join(image, 'node_modules', 'express'))).toBe(true)
    // Nor could Node fall back on a node_modules above the image, as it would look there next.
    const above = path
      .dirname(image)
      .split(path.sep)
      .map((_, i, parts) => parts.slice(0, i + 1).join(path.sep) || path.sep)
    for (const dir of above) expect(existsSync(path.join(dir, 'node_modules')), dir).toBe(false)
  })

  it('serves a page and stores an enquiry, in a process free of the build', async () => {
    const server = await startServer()
    try {
      const page = await fetch(`http://127.0.0.1:${server.port}/contact`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Clarendon Solicitors')
      const sent = enquiry()
      const stored = await fetch(`http://127.0.0.1:${server.port}/api/consultation-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sent),
      })
      expect(stored.status).toBe(201)
      expect((await listed(server)).map((item) => item.id)).toContain(sent.id)
      // The serving process holds the server alone, never a build, which would take several times this.
      const rssKb = Number(readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1])
      expect(rssKb / 1024).toBeLessThan(300)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  })

  it('on SIGTERM finishes the request in flight, keeps its enquiry and exits 0', async () => {
    const server = await startServer()
    const sent = enquiry()
    const body = Buffer.from(JSON.stringify(sent))
    const answer = new Promise<number | undefined>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/consultation-requests', agent: false }, (res) =>
        resolve(res.resume().statusCode),
      )
      req.setHeader('content-type', 'application/json')
      req.setHeader('content-length', body.length)
      // "100 Continue" says the server is reading this request: then it is told to stop, and
      // the enquiry follows once it says it is shutting down.
      req.setHeader('expect', '100-continue')
      req.on('error', reject)
      req.once('continue', () => {
        server.child.kill('SIGTERM')
        waitFor(server, '"signal":"SIGTERM"').then(() => req.end(body), reject)
      })
      req.flushHeaders()
    })
    expect(await answer).toBe(201)
    expect(await server.exited).toBe(0)

    const again = await startServer()
    try {
      expect((await listed(again)).map((item) => item.id)).toContain(sent.id)
    } finally {
      again.child.kill('SIGTERM')
      expect(await again.exited).toBe(0)
    }
  })

  it('backs up the store with the compiled backup command while the server runs', async () => {
    const server = await startServer()
    try {
      const sent = enquiry()
      const res = await fetch(`http://127.0.0.1:${server.port}/api/consultation-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sent),
      })
      expect(res.status).toBe(201)
      const target = path.join(image, 'backup.sqlite')
      const { stdout } = await run(process.execPath, ['dist/node/scripts/backup.js', target], { cwd: image, env: operatorEnv() })
      expect(stdout).toMatch(/Backed up .* \(\d+ enquiries\)/)
      expect(readFileSync(target).includes(Buffer.from(sent.details))).toBe(true)
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }
  })
})
