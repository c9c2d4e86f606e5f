/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { parseSiteUrl } from './server/config.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [UnoCSS(), react()],
  define: {
    // Canonical and social URLs are absolute; the origin is fixed at build time from SITE_URL.
    __SITE_URL__: JSON.stringify(parseSiteUrl(process.env)),
  },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? undefined : { input: 'app/main.tsx' },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
}))
