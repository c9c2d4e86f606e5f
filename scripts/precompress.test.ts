import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../server/testing/tempDirs.ts'
import { precompress } from './precompress.ts'

describe('compressing the build', () => {
  it('writes a .br and a .gz beside each text file where smaller, and none for images, fonts or dot folders', async () => {
    const dir = tempDir('clarendon-precompress-')
    mkdirSync(path.join(dir, 'assets'))
    mkdirSync(path.join(dir, '.vite'))
    const script = `console.log(${JSON.stringify('Clarendon Street '.repeat(100))})`
    writeFileSync(path.join(dir, 'assets', 'main-AbC123.js'), script)
    writeFileSync(path.join(dir, 'tiny.txt'), 'x')
    writeFileSync(path.join(dir, 'assets', 'font.woff2'), 'wOF2'.repeat(100))
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ x: 'y'.repeat(1000) }))
    await precompress(dir)
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(
      [
        '.vite',
        '.vite/manifest.json',
        'assets',
        'assets/font.woff2',
        'assets/main-AbC123.js',
        'assets/main-AbC123.js.br',
        'assets/main-AbC123.js.gz',
        'tiny.txt',
      ].map((file) => file.split('/').join(path.sep)),
    )
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'main-AbC123.js.br'))).toString()).toBe(script)
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'main-AbC123.js.gz'))).toString()).toBe(script)
  })
})
