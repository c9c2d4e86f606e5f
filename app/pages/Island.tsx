import { type ComponentType, createElement, useId } from 'react'
import { renderToString } from 'react-dom/server'
import { type Hydrate, type IslandName, type IslandProps, islands } from '../islands/islands.ts'

const components = new Map<IslandName, ComponentType<object>>()

export async function loadIslands() {
  await Promise.all(
    Object.entries(islands).map(async ([name, load]) => {
      components.set(name as IslandName, (await load()) as ComponentType<object>)
    }),
  )
}

/** Props may be left out only when every one of them is optional. */
type IslandAttributes<Name extends IslandName> = { name: Name; hydrate?: Hydrate } & (Partial<IslandProps<Name>> extends IslandProps<Name>
  ? { props?: IslandProps<Name> }
  : { props: IslandProps<Name> })

/** Rendered on its own, as the browser will hydrate it: no router or other context, props as JSON; each copy's own id prefix, so copies share no id. */
export function Island<Name extends IslandName>({ name, props, hydrate = 'use' }: IslandAttributes<Name>) {
  const Component = components.get(name)
  if (!Component) throw new Error(`The ${name} island was rendered before loadIslands() had loaded it`)
  const idPrefix = `${name}-${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const html = renderToString(createElement(Component, props as object | undefined), { identifierPrefix: idPrefix })
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-id-prefix={idPrefix}
      data-props={props ? JSON.stringify(props) : undefined}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island, made just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
