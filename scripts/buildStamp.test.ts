import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../server/testing/tempDirs.ts'
import { buildFingerprint, buildInputs } from './buildStamp.ts'

describe('the build stamp', () => {
  it('records every file the build config reads, scripts and server modules included', async () => {
    const inputs = new Set<string>()
    await resolveConfig({ configFile: 'vite.config.ts', plugins: [buildInputs(inputs)], logLevel: 'silent' }, 'build')
    expect([...inputs]).toEqual(
      expect.arrayContaining([
        'vite.config.ts',
        'uno.config.ts',
        'scripts/prerender.ts',
        'scripts/iconSprite.ts',
        'scripts/unreadCustomProperties.ts',
        'server/config.ts',
      ]),
    )
  })

  it('changes when any recorded input changes, disappears, or SITE_URL changes', async () => {
    const input = path.join(tempDir('clarendon-stamp-'), 'input.ts')
    await writeFile(input, 'export const a = 1')
    const before = await buildFingerprint([input], {})
    expect(await buildFingerprint([input], {})).toBe(before)
    await writeFile(input, 'export const a = 2')
    const edited = await buildFingerprint([input], {})
    expect(edited).not.toBe(before)
    await rm(input)
    expect(await buildFingerprint([input], {})).not.toBe(edited)
    expect(await buildFingerprint([], { SITE_URL: 'https://staging.example.org' })).not.toBe(await buildFingerprint([], {}))
  })
})
