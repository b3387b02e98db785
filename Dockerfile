# The console's gateway (and, with another command, the mock upstream) in one image.
#   docker build -t commerce-console .
#   docker run --init -p 8080:8080 commerce-console             # demo mode: the gateway embeds the mock upstream
#   docker run --init commerce-console node dist/server/mock.js # the mock upstream alone (MOCK_PORT, 3001)
# Build stages: `build` bundles with the dev dependencies, `prod-deps` installs only the production ones; the runtime
# stage gets dist/ and those production node_modules, nothing else. Needs BuildKit (Docker 23+) or podman/buildah for
# the RUN --mount lines; no `# syntax=` line, so building pulls nothing but the base image.

# Node 24, the active LTS line (Node 20's support ended in April 2026); `npm test` passes on 20.19+ and 24 alike.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The npm_ca secret is a CA bundle for networks that intercept TLS; without it, npm uses its own CAs. The cache mount
# keeps downloaded packages between builds (and between the two installs), outside the image.
RUN --mount=type=secret,id=npm_ca --mount=type=cache,target=/root/.npm,sharing=locked \
    if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY scripts ./scripts
COPY contract ./contract
COPY server ./server
COPY mock-upstream ./mock-upstream
COPY web ./web
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# No production dependency has an install script; refusing them keeps the runtime's node_modules to what was locked.
RUN --mount=type=secret,id=npm_ca --mount=type=cache,target=/root/.npm,sharing=locked \
    if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
# Files stay owned by root: the app's user can read them but not change them.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The writable places: the mock's optional state file and the gateway's export files (compose mounts a volume on each,
# which takes this owner).
RUN mkdir -p /var/lib/mock-upstream /var/lib/commerce-console/exports \
 && chown node:node /var/lib/mock-upstream /var/lib/commerce-console/exports
USER node
EXPOSE 8080
# A node one-liner: the image has no curl. It asks the port the gateway listens on, so a changed PORT still checks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The gateway handles SIGTERM itself (stops accepting, finishes in-flight requests, exits 0); run with --init (or
# compose's `init: true`) so signals and orphaned children are also handled by a real PID 1.
CMD ["node", "dist/server/gateway.js"]
