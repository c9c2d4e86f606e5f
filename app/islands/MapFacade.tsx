import { useState } from 'react'
import { directionsUrl, firm, fullAddress, mapEmbedUrl } from '../shared/content/firm.ts'
import { Icon } from '../shared/components/Icon.tsx'
import { InlineSvg } from '../shared/components/InlineSvg.tsx'
import { mapCopy } from '../shared/content/contact.ts'
import mapPreview from './mapPreview.svg?raw'

/** A picture until the visitor asks, so loading the page never contacts the map provider (decision 0006); while fictional, of the city, no office. */
export function MapFacade() {
  const [live, setLive] = useState(false)
  return (
    <figure className="overflow-hidden rounded-xl ring-1 ring-navy-100">
      <div className="relative aspect-[2/1] bg-parchment">
        {live ? (
          <iframe src={mapEmbedUrl} title={mapCopy.title} className="absolute inset-0 h-full w-full border-0" loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <>
            <InlineSvg source={mapPreview} idPrefix="map" className="absolute inset-0" />
            <button type="button" onClick={() => setLive(true)} className="btn-navy absolute bottom-4 left-1/2 -translate-x-1/2 whitespace-nowrap shadow-lg">
              <Icon name="map" />
              {mapCopy.show}
            </button>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 bg-white p-4 text-sm">
        <span>
          <Icon name="map-pin" className="mr-1 text-brass-600" />
          {fullAddress}
        </span>
        {firm.fictional ? (
          <span className="text-ink-soft">{mapCopy.nowhere}</span>
        ) : (
          <a href={directionsUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-navy-700 link-underline">
            {mapCopy.directions}
            <span className="sr-only">{mapCopy.directionsNote}</span>
          </a>
        )}
      </figcaption>
    </figure>
  )
}
