import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config'

/** App icons (192, 512, maskable, Apple touch, favicon) from the one brand mark: `npm run icons`. */
export default defineConfig({
  preset: {
    ...minimal2023Preset,
    // favicon.svg serves browsers; only the install icons are needed as PNG.
    transparent: { ...minimal2023Preset.transparent, sizes: [192, 512], favicons: [] },
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#13233f' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#13233f' } },
  },
  images: ['public/images/logo.svg'],
})
