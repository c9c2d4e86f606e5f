import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { prepareTestApp, testApp } from '../testing/testApp.ts'
import { compressBody } from './staticResponse.ts'

let app: Awaited<ReturnType<typeof testApp>>['app']
beforeAll(async () => {
  await prepareTestApp()
  ;({ app } = await testApp())
})

describe('compressing once, at build time', () => {
  const text = Buffer.from(`<!DOCTYPE html><p>${'Clarendon Street, Derry/Londonderry. '.repeat(200)}</p>`)

  it('makes brotli and gzip copies that decode to the same bytes, brotli the smaller', async () => {
    const { identity, br, gzip } = await compressBody(text)
    expect(identity).toBe(text)
    expect(brotliDecompressSync(br!)).toEqual(text)
    expect(gunzipSync(gzip!)).toEqual(text)
    expect(br!.length).toBeLessThan(gzip!.length)
  })

  it('keeps no copy that is not smaller', async () => {
    expect(await compressBody(Buffer.from('x'))).toEqual({ identity: Buffer.from('x') })
  })
})

describe('sending a page or file of the build', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['*', 'br'],
    ['BR;Q=0.0, *;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*;q=0', undefined],
    ['', undefined],
  ])('answers Accept-Encoding "%s" with %s', async (accepted, sent) => {
    const res = await request(app).get('/assets/main-AbC123.js').set('Accept-Encoding', accepted).buffer(true).expect(200)
    expect(res.headers['content-encoding']).toBe(sent)
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.text).toContain('console.log')
  })

  it('answers 304 when If-None-Match holds its ETag, weak or in a list, still with the security headers', async () => {
    const { etag } = (await request(app).get('/about').set('Accept-Encoding', 'br')).headers
    for (const match of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await request(app).get('/about').set('Accept-Encoding', 'br').set('If-None-Match', match!).expect(304)
      expect(res.headers.etag).toBe(etag)
      expect(res.headers['content-type']).toBeUndefined()
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    }
    await request(app).get('/about').set('Accept-Encoding', 'gzip').set('If-None-Match', etag!).expect(200)
    await request(app).get('/about').set('Accept-Encoding', 'br').set('If-None-Match', etag!).set('Cache-Control', 'no-cache').expect(200)
  })

  it('never answers 304 for a not-found page, which is checked again on each use', async () => {
    const { etag } = (await request(app).get('/no-such-page').expect(404)).headers
    const again = await request(app).get('/no-such-page').set('If-None-Match', etag!).expect(404)
    expect(again.headers['cache-control']).toBe('no-cache')
  })

  it('lets no browser or proxy keep an API or staff answer', async () => {
    for (const path of ['/api/nothing', '/healthz', '/staff', '/staff/sign-in']) {
      expect((await request(app).get(path)).headers['cache-control'], path).toBe('no-store')
    }
  })
})
