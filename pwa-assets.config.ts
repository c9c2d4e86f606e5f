import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config'

/** App icons (192, 512, maskable, Apple touch, favicon) from the one brand mark: `npm run icons`. */
export default defineConfig({
  preset: {
    ...minimal2023Preset,
    // The tab's icon is a bitmap: an SVG one is a document the phone builds apart while the page loads (decision 0042).
    transparent: { ...minimal2023Preset.transparent, sizes: [192, 512], favicons: [[48, 'favicon.ico']] },
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#13233f' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#13233f' } },
  },
  images: ['public/images/logo.svg'],
})
