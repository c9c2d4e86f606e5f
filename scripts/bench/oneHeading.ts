/**
 * The floor for Lighthouse: a page with one heading and nothing else, served by the static
 * reference server. The gap between its LCP and a page's is what the page adds to the path.
 * Its icon is an empty data URL, or the browser would ask for /favicon.ico before the paint.
 */
export const oneHeadingPath = '/one-heading'

export const oneHeadingPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<link rel="icon" href="data:,"><title>One heading</title><meta name="description" content="The reference page of the bench."></head><body><h1>Clarendon Solicitors</h1></body></html>'

/**
 * The same page sent with the site's Cross-Origin-Opener-Policy: Chromium then commits it in a
 * new renderer, as it does the site's pages, and that commit is a long task Lighthouse's
 * simulation puts after the first paint (decision 0038). Its blocking time is the floor for the
 * site's.
 */
export const oneHeadingIsolatedPath = '/one-heading-isolated'
