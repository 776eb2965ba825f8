# syntax=docker/dockerfile:1
# The production image (decision 092): build with every dependency, run with production ones only,
# as the unprivileged `node` user. tests/integration/production-install.test.ts performs the
# runtime stage's COPY and `npm ci` lines outside Docker (it reads them from this file), so a
# runtime import of a dev dependency fails `npm test`.
# The base image is pinned by digest (node:24-bookworm-slim, Node 24.18.0): a rebuild of the same
# commit gets the same system underneath; tests/deploy/dockerfile.test.ts keeps every FROM pinned.
# Move it on purpose: `docker buildx imagetools inspect node:24-bookworm-slim`, then both lines.

# --- build: the whole toolchain, `npm run build` → /app/build
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies, the build output and the server, nothing else
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY server.js ./
# `npm run backup` (docs/backups.md) and `npm run retention` (decision 209): the Cloud Run backup
# job and the daily retention job run the site's image, through the jobs' runner scripts/run-job.mjs.
COPY scripts/run-job.mjs scripts/backup.mjs scripts/retention.mjs ./scripts/
COPY --from=build /app/build ./build
# DATA_DIR: the embedded default's SQLite and outbox (Firebase mode keeps nothing there).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# Liveness only (decision 091): a slow Sanity or Firestore must not mark the container unhealthy.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node as PID 1 receives SIGTERM itself: server.js finishes requests in flight and exits.
CMD ["node", "server.js"]
