# syntax=docker/dockerfile:1
# The site in a container: built with every dependency, run with production ones only.
#   docker build -t clarendon --build-arg SITE_URL=https://www.example.com .
#   docker run --init -p 127.0.0.1:3000:3000 -v clarendon-data:/data clarendon
# Operating it: docs/operating.md#in-a-container.

ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles where no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The canonical links and sitemap are baked into the pages.
ARG SITE_URL=https://www.clarendon-solicitors.example
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
# The code belongs to root and is read-only to the server's user (node, uid 1000); only /data is its own.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself, not npm: SIGTERM from `docker stop` reaches it, it finishes the requests in
# flight and closes the store (exit 0). Run with --init (or `init: true` in compose) so that PID 1
# is tini, which passes the signal on and reaps.
STOPSIGNAL SIGTERM
CMD ["node", "dist/node/server/index.js"]
