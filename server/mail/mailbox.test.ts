import { describe, expect, it } from 'vitest'
import { mailbox } from './mailbox.ts'

describe('the mailbox an address reaches', () => {
  it.each([
    ['Victim@Example.org', 'victim@example.org'],
    ['victim+1@example.org', 'victim@example.org'],
    ['victim+news+more@example.org', 'victim@example.org'],
    ['v.ictim@gmail.com', 'victim@gmail.com'],
    ['V.I.C.T.I.M+2@googlemail.com', 'victim@gmail.com'],
    ['first.last@example.org', 'first.last@example.org'],
  ])('%s is %s', (address, key) => {
    expect(mailbox(address)).toBe(key)
  })
})
