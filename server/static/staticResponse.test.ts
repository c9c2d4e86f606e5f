import type { RequestListener } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { compressBody, type StaticResponse, sendStatic, staticResponse } from './staticResponse.ts'
import { rawGet } from '../testing/rawGet.ts'

const text = Buffer.from(`<!DOCTYPE html><p>${'Clarendon Street, Derry/Londonderry. '.repeat(200)}</p>`)
let page: StaticResponse
const serve =
  (response: StaticResponse): RequestListener =>
  (req, res) =>
    sendStatic(req, res, response)
beforeAll(async () => {
  page = staticResponse(200, await compressBody(text), { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'SAMEORIGIN' })
})

describe('compressing once', () => {
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

describe('sending a response made once', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.0, *;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*;q=0', undefined],
    ['', undefined],
  ])('answers Accept-Encoding "%s" with %s', async (accepted, sent) => {
    const res = await request(serve(page)).get('/').set('Accept-Encoding', accepted).buffer(true).expect(200)
    expect(res.headers['content-encoding']).toBe(sent)
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.text).toBe(text.toString())
  })

  it('sends the compressed bytes it was given, with their length', async () => {
    const bodies = await compressBody(text)
    const res = await rawGet(serve(page), { 'accept-encoding': 'br' })
    expect(res.body).toEqual(bodies.br)
    expect(res.headers['content-length']).toBe(String(bodies.br!.length))
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('sends plain text to a client that takes only an encoding it has no copy in', async () => {
    const small = staticResponse(200, { identity: Buffer.from('x') }, { 'Content-Type': 'text/plain' })
    const res = await request(serve(small)).get('/').set('Accept-Encoding', 'br').expect(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toBeUndefined()
  })

  it('answers HEAD with the headers of the GET and no body', async () => {
    const get = await request(serve(page)).get('/').set('Accept-Encoding', 'gzip')
    const head = await request(serve(page)).head('/').set('Accept-Encoding', 'gzip').expect(200)
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.headers.etag).toBe(get.headers.etag)
    expect(head.text ?? '').toBe('')
  })

  it('answers 304 with no body when If-None-Match holds its ETag, weak or in a list', async () => {
    const { etag } = (await request(serve(page)).get('/').set('Accept-Encoding', 'br')).headers
    for (const match of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await request(serve(page)).get('/').set('Accept-Encoding', 'br').set('If-None-Match', match!).expect(304)
      expect(res.headers.etag).toBe(etag)
      expect(res.headers['content-type']).toBeUndefined()
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
    await request(serve(page)).get('/').set('Accept-Encoding', 'gzip').set('If-None-Match', etag!).expect(200)
    await request(serve(page)).get('/').set('Accept-Encoding', 'br').set('If-None-Match', etag!).set('Cache-Control', 'no-cache').expect(200)
  })

  it('never answers 304 for an error page', async () => {
    const missing = staticResponse(404, await compressBody(text), { 'Content-Type': 'text/html' })
    const { etag } = (await request(serve(missing)).get('/').expect(404)).headers
    await request(serve(missing)).get('/').set('If-None-Match', etag!).expect(404)
  })

  it('refuses at once a header Node would refuse on every request', () => {
    expect(() => staticResponse(200, { identity: text }, { 'X-Bad': 'line\nbreak' })).toThrow()
  })
})
