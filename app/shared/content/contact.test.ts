import { describe, expect, it } from 'vitest'
import { waitingCopy } from './contact.ts'
import { firm } from './firm.ts'
import { realHelp } from './realHelp.ts'

describe('the notice for an enquiry kept on this device', () => {
  describe.each([
    ['the toast', waitingCopy.saved],
    ['the waiting notice', waitingCopy.why],
  ])('%s', (_where, notice) => {
    it('tells a visitor who is online that our server is not answering, that it goes by itself, and where urgent help is', () => {
      for (const by of ['backgroundSync', 'openPage'] as const) {
        const text = notice('server', by)
        expect(text).toContain('Our server is not answering just now.')
        expect(text).toContain('It will be sent automatically once our server answers')
        expect(text).toContain(realHelp.urgent)
        expect(text).not.toContain(firm.phone.display)
        expect(text).not.toContain('offline')
        expect(text).not.toContain('back online')
      }
    })

    it('tells a visitor our server asked to wait, rather than that it is not answering, when it turned the enquiry away for a while', () => {
      const text = notice('busy', 'openPage')
      expect(text).toContain('several enquiries from this connection in a short time, and asks to wait a few minutes')
      expect(text).not.toContain('not answering')
      expect(text).toContain(realHelp.urgent)
    })

    it('promises a closed page keeps trying only where the browser took the Background Sync registration', () => {
      expect(notice('server', 'backgroundSync')).toContain('your browser tries again for a while after you close it')
      expect(notice('server', 'openPage')).not.toContain('after you close it')
      expect(notice('server', 'openPage')).toContain('this page keeps trying while it stays open, and otherwise it goes the next time you open our site.')
    })

    it('tells a visitor who is offline that it goes when they are back online', () => {
      expect(notice('offline', 'backgroundSync')).toContain('It will be sent when you are back online, even if you close this page.')
      expect(notice('offline', 'openPage')).toContain(
        'It will be sent when you are back online, while this page stays open, or the next time you open our site with a connection.',
      )
      expect(notice('offline', 'openPage')).not.toContain('not answering')
    })

    it("inside an app's own browser, says the enquiry may be lost when the app closes, and offers no fictional number", () => {
      for (const reason of ['offline', 'server', 'busy'] as const) {
        const text = notice(reason, 'thisAppOnly')
        expect(text).toContain("It is kept only in this app's browser and may be lost when the app closes")
        expect(text).not.toContain(firm.phone.display)
        expect(text).not.toContain(firm.email)
        expect(text).not.toContain('close this page')
        expect(text).not.toContain('next time you open our site')
      }
    })
  })
})
