/**
 * The floor for Lighthouse: a page with one heading and nothing else, served by the static
 * reference server. The gap between its LCP and a page's is what the page adds to the path.
 * Its icon is an empty data URL, or the browser would ask for /favicon.ico before the paint.
 */
export const oneHeadingPath = '/one-heading'

export const oneHeadingPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<link rel="icon" href="data:,"><title>One heading</title><meta name="description" content="The reference page of the bench."></head><body><h1>Clarendon Solicitors</h1></body></html>'
