# Bloom's one image: the api, the gateway, the web server and the migrations, one command each
# (compose.yaml runs all four; README "Deploy"):
#   node storefront/server/main.js   web server, the shop (the default; PORT 4000)
#   node gateway/src/main.js         GraphQL gateway (PORT 4002)
#   node api/src/main.js             REST api (API_PORT 4001)
#   node api/src/cli/migrate.js      the migrations (npm run migrate), then exit
# Node runs each directly (no npm or shell in between), so SIGTERM reaches the process and it
# drains and exits 0. Build context: the repository root.
#
# BASE_IMAGE replaces the base, e.g. with a locally built one where no registry is reachable
# (scripts/test-containers.ts). NODE_EXTRA_CA_CERTS (empty by default) names a CA bundle inside
# the base for `npm ci`, for a network whose TLS goes through a local authority.
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS base
WORKDIR /app

# Only the package manifests, so the `npm ci` layers below stay cached until a dependency changes.
FROM base AS manifests
COPY . /src
RUN mkdir /manifests && cd /src \
  && find . -name node_modules -prune -o \( -name package.json -o -name package-lock.json \) -print \
    | tar -cf - -T - | tar -xf - -C /manifests

# Everything built: GraphQL types, @bloom/ui, the storefront (browser and server builds), the
# back office, the gateway's playground, and the servers transpiled to JavaScript.
FROM base AS build
ARG NODE_EXTRA_CA_CERTS=""
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
# NODE_ENV=production for the builds only (React's production JSX runtime); npm ci above needs
# the dev dependencies, so it is not set for the stage.
RUN npm run codegen \
  && NODE_ENV=production npm run build --workspaces --if-present \
  && npm run build:server
# /out is the runtime's /app: each workspace's files without TypeScript sources and tests
# (migrations, seed, images, schemas, the builds), then the transpiled servers at the same paths,
# so every path a server finds from its own file (import.meta.url) holds there too.
RUN mkdir /out \
  && tar -c --exclude=node_modules --exclude='*.ts' --exclude='*.tsx' --exclude='*.map' \
    --exclude=test --exclude='*.test.*' --exclude='*.stories.*' --exclude=__screenshots__ \
    --exclude=.storybook package.json shop.config.json \
    $(node -p "require('./package.json').workspaces.join(' ')") \
    | tar -x -C /out \
  && cp -a dist/server/. /out/

# Production dependencies only.
FROM base AS deps
ARG NODE_EXTRA_CA_CERTS=""
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM base AS runtime
# HOST/API_HOST: listen on the container's interfaces, not only its loopback.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  API_HOST=0.0.0.0 \
  BLOOM_DATA_DIR=/app/data
COPY --from=deps /app/ ./
COPY --from=build /out/ ./
# The code stays root's and read-only to the process; only data/ (the mail outbox when SMTP_URL
# is unset, PGlite when DATABASE_URL is) is writable.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 4000 4001 4002
# Alive = /healthz answers 200 on the port of whichever process this container runs (the image
# has no curl; Node's fetch does it).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "const ports = [process.env.PORT, process.env.API_PORT, 4000, 4001, 4002].filter(Boolean); Promise.any(ports.map((port) => fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) }).then((r) => { if (!r.ok) throw new Error(String(r.status)); }))).then(() => process.exit(0), () => process.exit(1));"]
CMD ["node", "storefront/server/main.js"]
