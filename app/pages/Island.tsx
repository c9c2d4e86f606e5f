import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { BlogInsights } from '../islands/blog/BlogInsights.tsx'
import { EnquiryForm } from '../islands/enquiry/EnquiryForm.tsx'
import { OutboxStatus } from '../islands/enquiry/OutboxStatus.tsx'
import { Header } from '../islands/Header.tsx'
import { MapFacade } from '../islands/MapFacade.tsx'
import { Notifications } from '../shared/components/Notifications.tsx'
import { islandIdPrefix, type IslandName, type IslandProps } from '../islands/islands.ts'

/** The same components the browser loads by name (see islands.ts); only pages render them here. */
const components: { [Name in IslandName]: ComponentType<IslandProps<Name>> } = {
  Header,
  OutboxStatus,
  BlogInsights,
  EnquiryForm,
  MapFacade,
  Notifications,
}

/** Props may be left out only when every one of them is optional. */
type IslandAttributes<Name extends IslandName> = { name: Name } & (Partial<IslandProps<Name>> extends IslandProps<Name>
  ? { props?: IslandProps<Name> }
  : { props: IslandProps<Name> })

/**
 * An interactive part of a static page. It is rendered on its own, as the browser will hydrate
 * it, so it sees no router or other context of the page; its props travel as JSON.
 */
export function Island<Name extends IslandName>({ name, props }: IslandAttributes<Name>) {
  const Component = components[name] as ComponentType<object>
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) })
  return (
    <div
      data-island={name}
      data-props={props ? JSON.stringify(props) : undefined}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, made just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
