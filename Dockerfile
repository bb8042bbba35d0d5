# syntax=docker/dockerfile:1
# The portal's image: the web app and the api bundle built in one stage, run in a slim one
# holding only the production dependencies.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/reference-data/package.json packages/reference-data/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/reference-data/package.json packages/reference-data/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
  && mkdir -p /data && chown node:node /data
# The bundle inlines the workspace packages; their data dependencies stay in node_modules.
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `node apps/api/dist/migrate.js` prepares the database once; `node apps/api/dist/cluster.js`
# runs WEB_CONCURRENCY processes in one container.
CMD ["node", "apps/api/dist/main.js"]
