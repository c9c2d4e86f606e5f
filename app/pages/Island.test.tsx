import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { island } from '../islands/islands.ts'
import { Island, loadIslands } from './Island.tsx'

beforeAll(loadIslands)

const Widget = (_props: { onClose: () => void }) => null
const Fine = (_props: { count: number; tags?: string[] }) => null

const attribute = (html: string, name: string) => [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map(([, value]) => value)

describe('<Island>', () => {
  it('renders the component with its props and says when it hydrates', () => {
    const html = renderToString(<Island name="Header" props={{ pathname: '/team' }} />)
    expect(attribute(html, 'data-island')).toEqual(['Header'])
    expect(attribute(html, 'data-hydrate')).toEqual(['use'])
    expect(JSON.parse(attribute(html, 'data-props')[0]!.replaceAll('&quot;', '"'))).toEqual({ pathname: '/team' })
    expect(html).toContain('aria-current="page"')
  })

  it('gives two copies on one page their own ids, each written where the browser hydrates it with', () => {
    const html = renderToString(
      <>
        <Island name="EnquiryForm" hydrate="visible" />
        <Island name="EnquiryForm" />
      </>,
    )
    const prefixes = attribute(html, 'data-id-prefix')
    expect(prefixes).toHaveLength(2)
    expect(new Set(prefixes).size).toBe(2)
    const copies = html.split('<div data-island=').slice(1)
    for (const [index, copy] of copies.entries()) {
      const ids = attribute(copy, 'id')
      expect(ids.length).toBeGreaterThan(2)
      for (const id of ids) expect(id).toContain(prefixes[index])
    }
    expect(attribute(html, 'data-hydrate')).toEqual(['visible', 'use'])
  })

  it('accepts only props that travel as JSON', () => {
    // @ts-expect-error a function cannot be written into the page
    island(async () => Widget)
    expect(typeof island(async () => Fine)).toBe('function')
  })
})
