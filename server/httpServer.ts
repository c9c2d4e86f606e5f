import { createServer, type RequestListener, type Server } from 'node:http'

/**
 * Limits that fit what this server is sent: pages, and form posts of at most about 10 KB. A
 * visitor on a poor mobile line sends that in a few seconds; a client that takes longer is
 * holding a connection open, not sending an enquiry (Node's own defaults would wait 300 s).
 */
export const httpLimits = {
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included. */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts above (its default, 30 s, would let them run long). */
  checkEveryMs: 1_000,
  /** Connections open at once; beyond this, new ones are refused until some close. */
  maxConnections: 1_024,
}

/** The site's HTTP server with those limits, listening on `port` (0: any free port). */
export function startHttpServer(app: RequestListener, { port, host }: { port: number; host?: string }, onListening?: (server: Server) => void): Server {
  const server = createServer(
    {
      headersTimeout: httpLimits.headersTimeoutMs,
      requestTimeout: httpLimits.requestTimeoutMs,
      keepAliveTimeout: httpLimits.keepAliveTimeoutMs,
      connectionsCheckingInterval: httpLimits.checkEveryMs,
    },
    app,
  )
  server.maxConnections = httpLimits.maxConnections
  return server.listen(port, host, () => onListening?.(server))
}
