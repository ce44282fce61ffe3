# The site and its enquiry API in one image: the prerendered pages, the server and the packages it imports
# (package.json "dependencies", which a unit test holds to exactly those), run as an unprivileged user
# under tini. Build: docker build -t gtf-site .
# Run: docker run -p 3000:3000 -v gtf-data:/data --read-only --tmpfs /tmp gtf-site  (docs/operations.md)
ARG NODE_IMAGE=node:24-bookworm-slim

# Everything the build needs, development tools included; only its output leaves this stage.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The modules the server and the enquiries command load, found by following their imports; nothing else
# of the sources goes into the image.
RUN node scripts/build-steps/container/runtime-modules.ts /app/runtime-files

# The dependencies the server imports at run time, and nothing else.
FROM ${NODE_IMAGE} AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# tini forwards SIGTERM to the server, which then drains requests and deliveries before it exits. apt's
# package caches (about 80 MB) are removed too, on a base that does not already discard them.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends tini \
  && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
  && groupadd --gid 10001 site \
  && useradd --uid 10001 --gid site --home-dir /nonexistent --shell /usr/sbin/nologin site \
  && mkdir /data && chown site:site /data
WORKDIR /app
COPY --from=runtime-dependencies /app/node_modules ./node_modules
COPY --from=build /app/runtime-files ./
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/editor ./build/editor
# The server writes only to DATA_DIR (database, mail files); the rest of the filesystem may be read-only.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
USER site
# /livez says this process answers; /healthz (which also judges deliveries) is for alerts, not restarts.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# Directly, not `npm start`: that script rebuilds the site when sources look newer, which an image never needs.
CMD ["node", "server/index.ts"]
