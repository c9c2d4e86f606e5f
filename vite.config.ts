/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig, type InlineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { enquiryLabel } from './app/shared/content/enquiryCall.ts'
import { firm } from './app/shared/content/firm.ts'
import { iconSprite } from './scripts/iconSprite.ts'
import { insightBodies } from './scripts/insightBodies.ts'
import { prerender } from './scripts/prerender.ts'
import { parseOperator, parseSiteUrl } from './server/config.ts'
import { staffUnoConfig } from './uno.config.ts'

/** The installable app: manifest, and a service worker that precaches every prerendered page. */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'app/sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: firm.name,
    short_name: 'Clarendon',
    description: firm.fictional
      ? `${firm.name}: a demonstration website for a fictional firm of solicitors.`
      : `${firm.name}, solicitors in Derry/Londonderry since ${firm.founded}.`,
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#13233f',
    background_color: '#f6f1e7',
    categories: ['business'],
    icons: [
      { src: '/images/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/images/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/narrow.jpg', sizes: '750x1334', type: 'image/jpeg', form_factor: 'narrow', label: 'The home page on a phone' },
      { src: '/screenshots/wide.jpg', sizes: '1280x800', type: 'image/jpeg', form_factor: 'wide', label: 'The home page on a desktop' },
    ],
    shortcuts: [{ name: enquiryLabel, short_name: 'Enquiry', url: '/contact', icons: [{ src: '/images/pwa-192x192.png', sizes: '192x192' }] }],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,woff2}', 'images/*.{png,ico}'],
    // Screenshots are for install dialogs and the social image for link previews; neither is a page.
    globIgnores: ['screenshots/**', 'images/og-image.png'],
  },
  // Pages are prerendered between the browser build and the service worker, so the precache has them.
  integration: { beforeBuildServiceWorker: () => prerender().then(() => undefined) },
})

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [UnoCSS(), react(), insightBodies(), ...(isSsrBuild || process.env.VITEST ? [] : [iconSprite(), pwa])],
  // JSON (the phone metadata) as a minified object literal, not JSON.parse of an escaped string: smaller.
  json: { stringify: false, namedExports: false },
  define: {
    // Canonical and social URLs are absolute; the origin is fixed at build time from SITE_URL.
    __SITE_URL__: JSON.stringify(parseSiteUrl(process.env)),
    // Who runs the site, named by the privacy notice and the footer (decision 0044).
    __OPERATOR__: JSON.stringify(parseOperator(process.env)),
  },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? undefined : { input: 'app/islandRuntime/main.tsx' },
    // The outbox's watcher starts on every page when the browser is idle: announcing its chunks
    // ahead (<link rel=modulepreload> put in the head, then every chunk evaluated at once) made
    // that one long task on a slow phone. Fetched one after another, each is evaluated in a
    // task of its own; nobody waits for them. Islands keep theirs: a first tap waits for those.
    modulePreload: { resolveDependencies: (chunk, deps) => (chunk.includes('watchOutbox') ? [] : deps) },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Removes the temp folders a test file made (server/testing/tempDirs.ts).
    setupFiles: ['server/testing/vitestSetup.ts'],
    // Cheap password hashes in tests (server/staff/passwords.ts); production never sets this.
    env: { ARGON2_COST: 'test' },
    // Limits for a loaded two-core machine (seven of us share one): a test waits for what it
    // waits for, and a limit only stops one that hangs. Budgets belong in `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
}))

/** React, TanStack Router and Query, and valibot: what the staff app's first screen already needs. */
const staffFramework =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|valibot|@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query))[\\/]/

/**
 * The staff inbox at /staff: a client-side app built on its own (scripts/build.ts, and a second
 * Vite server in server/dev.ts), so visitors never download it and the service worker never
 * precaches it. Without this file's plugins: no manifest, worker, sprite or prerender.
 */
export function staffAppConfig(): InlineConfig {
  return {
    configFile: false,
    root: fileURLToPath(new URL('./app/staff', import.meta.url)),
    base: '/staff/',
    publicDir: false,
    // Apart from the site's, which holds other dependencies: the two dev servers run side by side.
    cacheDir: fileURLToPath(new URL('./node_modules/.vite-staff', import.meta.url)),
    plugins: [UnoCSS(staffUnoConfig), react()],
    build: {
      outDir: fileURLToPath(new URL('./dist/staff', import.meta.url)),
      emptyOutDir: true,
      assetsInlineLimit: 0,
      // Which chunks each screen loads, for `npm run bench`; the server serves only assets/.
      manifest: true,
      rolldownOptions: {
        output: {
          // The libraries every screen runs on, in one chunk: left to itself, the bundler cuts
          // them into many small ones, and each screen would pay for the files as well as the bytes.
          codeSplitting: { groups: [{ name: 'framework', test: staffFramework }] },
        },
      },
    },
  }
}
