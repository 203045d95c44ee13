# Plinth in a container (docs/deploy.md "In a container"): build with every dependency, then a runtime
# image with the production dependencies only, run as a non-root user, whose root filesystem can be
# read-only — everything Plinth writes goes to the /data volume (SQLite, media) or PostgreSQL.
#
#   docker build -t plinth .            (podman: podman build --format docker -t plinth . — the OCI format drops HEALTHCHECK)
#   docker run -d -p 3000:3000 -v plinth-data:/data -e PLINTH_SECRET_KEY=$(openssl rand -hex 32) --read-only --tmpfs /tmp plinth
#
# The runtime is the `node` package of package.json (Node 26), installed by npm like any dependency,
# so the base image needs no Node of its own: Debian's nodejs/npm only run the install in the build stage.
ARG BASE_IMAGE=debian:bookworm-slim

FROM ${BASE_IMAGE} AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm ca-certificates libatomic1 \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
# Every dependency (the build needs vite and React's tooling), the storefront and dashboard build,
# then only the production dependencies stay.
RUN npm ci --prefer-offline --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --prefer-offline --no-audit --no-fund \
 && rm -rf /root/.npm

FROM ${BASE_IMAGE} AS runtime
# libatomic1: Node's own binary needs it; ca-certificates: https calls (webhooks, S3, Stripe).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates libatomic1 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /nonexistent --shell /usr/sbin/nologin plinth \
 && mkdir /data && chown plinth:plinth /data
WORKDIR /app
# Owned by root and not writable by the plinth user: the code cannot be changed by the process serving it.
COPY --from=build /app /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    PATH=/app/node_modules/.bin:$PATH
VOLUME ["/data"]
USER plinth
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "apps/server/src/cli.ts"]
CMD ["start"]
