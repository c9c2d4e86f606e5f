import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { permissionsPolicy } from '../static/securityHeaders.ts'
import { prepareTestApp, testApp } from '../testing/testApp.ts'

beforeAll(prepareTestApp)

describe('headers on every answer', { timeout: 60_000 }, () => {
  it('keeps no copy of a staff answer, whatever the case of its address', async () => {
    const { app } = await testApp()
    for (const address of ['/API/STAFF/AUDIT', '/Api/Staff/Session', '/STAFF', '/HEALTHZ']) {
      const res = await request(app).get(address)
      expect(res.headers['cache-control'], address).toBe('no-store')
    }
    expect((await request(app).get('/STAFF/sign-in')).headers['x-robots-tag']).toBe('noindex, nofollow')
  })

  it('switches powerful features off with Permissions-Policy on a page, a file, the staff app and an API answer', async () => {
    const { app } = await testApp()
    for (const address of ['/', '/images/logo.svg', '/staff', '/staff/assets/index-Xy1.js', staffApi.session.path, '/api/nowhere', '/healthz']) {
      const res = await request(app).get(address)
      expect(res.headers['permissions-policy'], address).toBe(permissionsPolicy)
    }
    expect(permissionsPolicy).toMatch(/camera=\(\)/)
    expect(permissionsPolicy).toMatch(/geolocation=\(\)/)
    expect(permissionsPolicy).toMatch(/microphone=\(\)/)
  })

  it('gives the staff app a policy that frames nothing, where the public pages may frame the map', async () => {
    const { app } = await testApp()
    const staff = (await request(app).get('/staff').expect(200)).headers['content-security-policy']
    const page = (await request(app).get('/').expect(200)).headers['content-security-policy']
    expect(staff).toMatch(/frame-src 'none'/)
    expect(staff).toMatch(/manifest-src 'none'/)
    expect(page).toMatch(/manifest-src 'self'/)
    expect(staff).not.toContain('openstreetmap')
    expect(page).toContain('frame-src https://www.openstreetmap.org')
  })
})
