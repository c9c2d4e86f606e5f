import { openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { stripVTControlCharacters } from 'node:util'
import request from 'supertest'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { logDestination, type Output } from './logDestination.ts'
import { createLogger } from './logger.ts'
import { tempDir } from './testing/tempDirs.ts'
import { adminToken, testApp, prepareTestApp } from './testing/testApp.ts'

// The site is rendered once per file, before the first test, so no test's time goes on it.
beforeAll(prepareTestApp)

/** A terminal stand-in: what a person at `npm start` would read, colours taken out. */
function terminal() {
  const chunks: string[] = []
  const output: Output = Object.assign(new Writable({ write: (chunk, _encoding, done) => done(void chunks.push(String(chunk))) }), { isTTY: true })
  return { output, text: () => stripVTControlCharacters(chunks.join('')) }
}

const isJson = (line: string) => {
  try {
    JSON.parse(line)
    return true
  } catch {
    return false
  }
}

describe('the log destination', () => {
  it('on a terminal, writes each line as a sentence with its time and level, not JSON', () => {
    const { output, text } = terminal()
    createLogger('info', logDestination(output)).info({ enquiryId: 'e-1' }, 'enquiry stored')
    const lines = text().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: enquiry stored/)
    expect(lines[0]).toContain('"enquiryId":"e-1"')
    expect(isJson(lines[0]!)).toBe(false)
  })

  it('anywhere else (a pipe, a file), writes JSON lines to the same file descriptor', async () => {
    const file = path.join(tempDir('clarendon-log-'), 'server.log')
    const output: Output = Object.assign(new Writable({ write: (_chunk, _encoding, done) => done() }), { isTTY: false, fd: openSync(file, 'w') })
    const logger = createLogger('info', logDestination(output))
    logger.info({ enquiryId: 'e-2' }, 'enquiry stored')
    // pino's own writer writes asynchronously, as it does to standard output.
    const written = await vi.waitFor(() => readFileSync(file, 'utf8') || Promise.reject(new Error('nothing written yet')), { timeout: 30_000 })
    const lines = written.trim().split('\n')
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 30, msg: 'enquiry stored', enquiryId: 'e-2' })])
  })

  it('on a terminal, says each request as a sentence, and still holds no personal data', async () => {
    const { output, text } = terminal()
    const { app } = await testApp({ logger: createLogger('info', logDestination(output)) })
    const enquiry = { firstName: 'Aoife', lastName: 'Brennan', email: 'aoife.brennan@example.com', phone: '028 9649 6123', details: 'A boundary dispute' }
    await request(app).post('/api/consultation-requests').send(enquiry).expect(201)
    await request(app).get('/api/consultation-requests?q=Brennan').set('Authorization', `Bearer ${adminToken}`).expect(200)
    await request(app).get('/about').expect(200)
    // pino-http logs when the response finishes, which can come after the client has read it.
    await vi.waitFor(() => expect(text().match(/request completed/g)).toHaveLength(3), { timeout: 30_000 })

    const log = text()
    expect(log).toMatch(/INFO: request completed: POST \/api\/consultation-requests → 201 in \d+ ms/)
    expect(log).toMatch(/INFO: request completed: GET \/api\/consultation-requests → 200 in \d+ ms/)
    expect(log).toMatch(/INFO: request completed: GET \/about → 200 in \d+ ms/)
    for (const personal of [...Object.values(enquiry), '9649', adminToken, '127.0.0.1']) expect(log).not.toContain(personal)
  })
})
