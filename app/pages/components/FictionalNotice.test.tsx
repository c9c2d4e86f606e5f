import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { firm } from '../../shared/content/firm.ts'
import { fictionalNotice } from '../../shared/content/fictionalNotice.ts'
import { FictionalNotice } from './FictionalNotice.tsx'

describe('FictionalNotice', () => {
  it('says the firm and everyone named are fictional while the flag is on', () => {
    const html = renderToStaticMarkup(<FictionalNotice fictional />)
    expect(html).toContain(fictionalNotice.heading)
    expect(html).toContain(`${firm.name} is a fictional firm.`)
  })

  it('shows nothing once a real firm turns the flag off', () => {
    expect(renderToStaticMarkup(<FictionalNotice fictional={false} />)).toBe('')
  })

  it('follows the flag in the firm profile by default', () => {
    expect(renderToStaticMarkup(<FictionalNotice />) !== '').toBe(firm.fictional)
  })
})
