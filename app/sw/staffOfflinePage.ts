/** Written here, not precached: the staff app is never stored on a device. Its policy allows nothing, so no style or script can run in it. */
const page = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Offline — Inbox — Clarendon Solicitors</title>
</head>
<body>
<main>
<h1>The inbox needs a connection</h1>
<p>You are offline. Connect to the internet and try again.</p>
<p><a href="/staff">Try the inbox again</a></p>
</main>
</body>
</html>
`

export function staffOfflineResponse(): Response {
  return new Response(page, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'no-store',
    },
  })
}
