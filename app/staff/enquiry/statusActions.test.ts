import { describe, expect, it } from 'vitest'
import { statusActionLabel, statusChangeLabel, statusChangedNotice } from './statusActions.ts'

describe('the buttons that move an enquiry on', () => {
  it('name the status they mark', () => {
    expect(statusActionLabel('new', 'contacted')).toBe('Mark Contacted')
    expect(statusActionLabel('contacted', 'instructed')).toBe('Mark Instructed')
    expect(statusChangedNotice('new', 'closed')).toBe('Marked Closed')
  })

  it('call taking a closed enquiry back up reopening it', () => {
    expect(statusActionLabel('closed', 'contacted')).toBe('Reopen')
    expect(statusChangedNotice('closed', 'contacted')).toBe('Reopened')
    expect(statusChangeLabel('closed', 'contacted')).toBe('Reopened')
  })

  it('are recorded in the history by the status they set', () => {
    expect(statusChangeLabel('new', 'contacted')).toBe('Contacted')
  })
})
