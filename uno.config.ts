import { defineConfig, presetWind4, transformerVariantGroup, type UserConfig } from 'unocss'
import { solidColours } from './app/shared/styles/solidColours.ts'

/** Modules whose class names are read; UnoCSS also checks every scanned file against this. */
const sourceModules = { include: [/\.(tsx?|html)($|\?)/] }

/** Design tokens: a calm navy and brass palette on parchment, serif headings, sans body. */
const design = {
  presets: [presetWind4({ preflights: { reset: true } })],
  transformers: [transformerVariantGroup()],
  postprocess: [solidColours],
  // A word longer than the line ("Derry/Londonderry" in a heading, with text at 200%, on a phone)
  // breaks inside rather than push the page sideways; other text wraps as before.
  preflights: [{ getCSS: () => 'body{overflow-wrap:anywhere}' }],
  theme: {
    colors: {
      navy: {
        50: '#f1f4f9',
        100: '#dfe6f1',
        200: '#bccbe1',
        300: '#8fa6c8',
        400: '#5c79a6',
        500: '#3d5a87',
        600: '#2c4670',
        700: '#1c3157',
        800: '#152848',
        900: '#13233f',
        950: '#0b1528',
        DEFAULT: '#1c3157',
      },
      brass: {
        50: '#faf6ee',
        100: '#f1e7d3',
        200: '#e3cfa8',
        300: '#d4b57d',
        400: '#c9a86a',
        500: '#b08d57',
        600: '#8f6f3f',
        700: '#6f5531',
        DEFAULT: '#b08d57',
      },
      parchment: { DEFAULT: '#f6f1e7', dark: '#ece3d2' },
      ink: { DEFAULT: '#1a2230', soft: '#4a5568' },
      teal: { DEFAULT: '#2f6f6a', light: '#e3f0ee' },
      plum: { DEFAULT: '#6b3f5f', light: '#f3e8ef' },
      slate: { DEFAULT: '#4a5568', light: '#edf0f4' },
      moss: { DEFAULT: '#4f6b3a', light: '#eaf0e3' },
      rust: { DEFAULT: '#9a4a2a', light: '#f6e9e2' },
    },
    font: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      serif: '"Source Serif 4", "Source Serif fallback", Georgia, serif',
    },
  },
  shortcuts: {
    'page-container': 'mx-auto w-full max-w-6xl px-4 sm:px-6',
    'section-y': 'py-14 md:py-20',
    'heading-xl': 'font-serif font-semibold text-3xl md:text-5xl leading-tight text-balance',
    'heading-lg': 'font-serif font-semibold text-2xl md:text-4xl leading-tight text-balance',
    'heading-md': 'font-serif font-semibold text-xl md:text-2xl leading-snug',
    eyebrow: 'text-sm font-semibold uppercase tracking-widest text-brass-700',
    // Focus is drawn for every element alike, in base.css.
    btn: 'inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 min-h-11 font-semibold no-underline transition-colors',
    'btn-primary': 'btn bg-brass-500 text-navy-950 hover:bg-brass-400',
    'btn-navy': 'btn bg-navy-700 text-white hover:bg-navy-600',
    'btn-outline': 'btn border-2 border-current bg-transparent hover:bg-white/10',
    card: 'rounded-xl bg-white shadow-sm ring-1 ring-navy-100',
    'link-underline': 'underline decoration-brass-500 decoration-2 underline-offset-3 hover:decoration-navy-700',
    // An insight's body, HTML made from its Markdown at build time (scripts/insightBodies.ts).
    'insight-body':
      'text-lg text-ink [&_h2]:heading-md [&_h2]:mt-10 [&_h2]:text-navy-900 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-2 [&_strong]:font-semibold [&_a]:link-underline',
  },
} satisfies UserConfig

/** The public site's stylesheet. */
export default defineConfig({
  ...design,
  // Pages are rendered at build time and most of their modules never reach the browser bundle,
  // so every source file is scanned, not only the bundle's; content modules name colours as
  // strings, so .ts files count too. The staff app has a stylesheet of its own (staffUnoConfig),
  // so its classes never reach the pages' inline CSS or the precache.
  content: {
    filesystem: ['app/**/*.{ts,tsx}', '!app/**/*.test.ts', '!app/staff/**'],
    pipeline: sourceModules,
  },
})

/**
 * The staff app's stylesheet (vite.config.ts, staffAppConfig): the same design, from the staff
 * app's own files (globs relative to the staff build's root, app/staff) and the modules its
 * bundle takes in, which brings the shared components it draws. Inline, without looking for a
 * config file, which would be this one's default.
 */
export const staffUnoConfig = defineConfig({
  ...design,
  configFile: false,
  content: {
    filesystem: ['**/*.{ts,tsx,html}', '!**/*.test.ts'],
    pipeline: sourceModules,
  },
})
