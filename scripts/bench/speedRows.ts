import { enquiryRateTable, measureEnquiryRates, measurePacedEnquiries, pacedEnquiryTable, type RateRun } from './enquiryRate.ts'
import { inboxListTable, measureInboxList, type InboxTiming } from './inboxList.ts'
import { type ScreenBytes, staffScreenBytes } from './staffBundle.ts'
import { measureStoreBeforeAfter, type StoreFigures, storeTable } from './storeBeforeAfter.ts'

/**
 * Four of the bench's rows, each runnable alone (`npm run bench -- --staff-bundle`, `--inbox`,
 * `--enquiry-rate`, `--store`, or several): the staff app's JavaScript per screen, the inbox list on 10,000
 * and 50,000 enquiries, and the enquiry POST at a fixed rate (in autocannon's waves and evenly
 * paced), and the embedded store before and after SQLite (POST, inbox, erasure). Each starts its own servers.
 */
export const speedFlags = ['--staff-bundle', '--inbox', '--enquiry-rate', '--store'] as const
export type SpeedFlag = (typeof speedFlags)[number]

export interface SpeedFigures {
  staffScreens?: ScreenBytes[]
  inboxList?: InboxTiming[]
  enquiryRates?: RateRun[]
  enquiryPaced?: RateRun[]
  store?: { before?: StoreFigures; after: StoreFigures }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

/** `publicScripts`: each public page's JavaScript as Lighthouse saw it sent (brotli), when the full bench has it. */
function staffTable(screens: ScreenBytes[], publicScripts: Record<string, number> = {}) {
  return [
    "### Staff app: JavaScript to each screen (the build's chunks that screen loads, each counted once, as sent)",
    '',
    'Budgets (docs/performance.md): at most 120 KB gzip to the sign-in screen, 140 KB to the inbox.',
    '',
    row(['To', 'files', 'gzip KB', 'brotli KB']),
    row(Array(4).fill('---')),
    ...screens.map((s) => row([s.screen, s.chunks, kb(s.gzipBytes), kb(s.brotliBytes)])),
    ...Object.entries(publicScripts).map(([route, bytes]) => row([`public page ${route} (Lighthouse, first visit)`, '—', '—', kb(bytes)])),
  ]
}

export async function measureSpeedRows(chosen: readonly SpeedFlag[], publicScripts?: Record<string, number>) {
  const figures: SpeedFigures = {}
  const lines: string[] = []
  if (chosen.includes('--staff-bundle')) {
    figures.staffScreens = await staffScreenBytes()
    lines.push(...staffTable(figures.staffScreens, publicScripts), '')
  }
  if (chosen.includes('--inbox')) {
    console.error('Inbox list on 10,000 and 50,000 enquiries …')
    figures.inboxList = await measureInboxList()
    lines.push(...inboxListTable(figures.inboxList), '')
  }
  if (chosen.includes('--enquiry-rate')) {
    console.error('Enquiries at a fixed rate …')
    figures.enquiryRates = await measureEnquiryRates()
    lines.push(...enquiryRateTable(figures.enquiryRates), '')
    figures.enquiryPaced = await measurePacedEnquiries()
    lines.push(...pacedEnquiryTable(figures.enquiryPaced), '')
  }
  if (chosen.includes('--store')) {
    console.error('The embedded store, before and after …')
    figures.store = await measureStoreBeforeAfter()
    lines.push(...storeTable(figures.store), '')
  }
  return { figures, lines }
}
