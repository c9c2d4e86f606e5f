import { createServer, type RequestListener, type Server } from 'node:http'

/**
 * Form posts are at most about 10 KB, which a poor mobile line sends in a few seconds; a client that
 * takes longer is holding a connection open, not sending an enquiry (Node's defaults wait 300 s).
 */
export const httpLimits = {
  headersTimeoutMs: 10_000,
  /** The whole request, body included. */
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  /** How often Node checks the two timeouts above (its default, 30 s, would let them run long). */
  checkEveryMs: 1_000,
  maxConnections: 1_024,
}

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
