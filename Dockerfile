# syntax=docker/dockerfile:1
# The site as one container: docker build -t ki-site . && docker run -p 3000:3000 -v ki-site-data:/data ki-site
# Node 24 is the Active LTS line; slim = Debian without compilers (glibc, so the prebuilt
# sharp and esbuild binaries from the lockfile fit).
ARG NODE_IMAGE=node:24-slim

# 1. Build: every dependency, then dist/ (server bundle, hashed assets, manifest).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# .npmrc sets ignore-scripts: no install script runs; native parts come as prebuilt packages.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only, from the same lockfile.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. Runtime: dist/, production node_modules and package.json (for "type": "module").
# The code belongs to root and is read-only for the `node` user that runs it.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
# The lead store must survive a new container: a volume, writable by `node`. A new named
# volume copies this owner; a bind mount keeps the host's, so chown it to uid 1000 there.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Healthy means the site can take an enquiry now: /readyz answers 503 when a lead cannot be
# stored (DATA_DIR unwritable or full) or delivery has stopped. /healthz (the process answers)
# would call a container healthy while it refuses every lead. Node's own fetch, no curl; the
# probes are not logged at info level. Podman keeps a HEALTHCHECK only with --format docker.
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 (no npm, no shell): close-with-grace handles SIGTERM and SIGINT, so
# `docker stop` closes gracefully (requests in flight, delivery under way) and exits 0.
# Node starts no child processes, so no init is needed to reap zombies (`--init` is harmless).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
