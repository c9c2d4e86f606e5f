/**
 * One of our own SVG files drawn in the page. As an <img> or a <use> of another file, an SVG is a
 * document the browser builds apart, a long task of its own on a slow phone (decision 0042); drawn
 * inline it costs little more than its shapes, and shows with the first paint. It covers its box
 * as object-fit: cover would. Its ids take a prefix and a double hyphen, which no icon's name has,
 * so a page's drawings and icon symbols never share one.
 */
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
