# Production image: the API serving the built web app on one port.
#   docker build -t adire .     (see README, "Docker")

# Build stage: every dependency, the generated Prisma client, Relay's artifacts and the web app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
COPY prisma prisma
COPY scripts scripts
COPY patches patches
# The root postinstall applies patches/ (patch-package) and runs `prisma generate` into api/src/generated.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies only (tsx, which runs the TypeScript, is one of them).
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
# No install scripts: the root postinstall needs dev dependencies (patch-package and the Prisma CLI);
# what it makes (the patched packages and the generated client) comes from the build stage instead.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# The dependencies patches/ changes, as the build stage's postinstall (patch-package) left them.
COPY --from=build /app/node_modules/@pothos/plugin-prisma node_modules/@pothos/plugin-prisma
COPY --from=build /app/tsconfig.json ./
COPY --from=build /app/api/tsconfig.json api/tsconfig.json
COPY --from=build /app/api/src api/src
COPY --from=build /app/prisma prisma
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/persisted-queries.json web/persisted-queries.json
# The embedded database and local media live here when no DATABASE_URL / S3 is configured.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the container's main process, so `docker stop` (SIGTERM) reaches the server, which
# finishes the requests in flight (up to 10 s) and closes the database before it exits.
CMD ["node", "--import", "tsx", "api/src/main.ts"]
