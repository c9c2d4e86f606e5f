import { type RateRun, measurePacedEnquiries, pacedEnquiryTable } from './enquiryRate.ts'
import { inboxListTable, inboxSize, measureInboxList, type InboxTiming } from './inboxList.ts'
import { type ScreenBytes, staffScreenBytes } from './staffBundle.ts'

/**
 * Three of the bench's rows, each runnable alone (`npm run bench -- --staff-bundle`, `--inbox`,
 * `--enquiry-rate`, or several): the staff app's JavaScript per screen, the inbox list on 10,000
 * enquiries with notes, and the enquiry POST evenly paced. Each starts its own servers.
 */
export const speedFlags = ['--staff-bundle', '--inbox', '--enquiry-rate'] as const
export type SpeedFlag = (typeof speedFlags)[number]

export interface SpeedFigures {
  staffScreens?: ScreenBytes[]
  inboxList?: InboxTiming[]
  enquiryPaced?: RateRun
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

/** `publicScripts`: each public page's JavaScript as Lighthouse saw it sent (brotli), when the full bench has it. */
function staffTable(screens: ScreenBytes[], publicScripts: Record<string, number> = {}) {
  return [
    "### Staff app: JavaScript to each screen (the build's chunks that screen loads, each counted once, as sent)",
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
    console.error(`Inbox list on ${inboxSize.toLocaleString('en-GB')} enquiries …`)
    figures.inboxList = await measureInboxList()
    lines.push(...inboxListTable(figures.inboxList), '')
  }
  if (chosen.includes('--enquiry-rate')) {
    console.error('Enquiries evenly paced …')
    figures.enquiryPaced = await measurePacedEnquiries()
    lines.push(...pacedEnquiryTable(figures.enquiryPaced), '')
  }
  return { figures, lines }
}
