/** Drawn inline: as an <img> or a <use>, an SVG is a document of its own, a long task on a slow phone (decision 0042). Ids take a `--` no icon has. */
export function InlineSvg({ source, idPrefix, className }: { source: string; idPrefix: string; className: string }) {
  const svg = source
    .trim()
    .replace(/>\s+</g, '><')
    .replace('<svg ', '<svg class="block" preserveAspectRatio="xMidYMid slice" focusable="false" ')
    .replace(/ width="\d+" height="\d+"/, ' width="100%" height="100%"')
    .replaceAll(' id="', ` id="${idPrefix}--`)
    .replaceAll('url(#', `url(#${idPrefix}--`)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a drawing from this repository, not a visitor's text
  return <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
}
