#!/usr/bin/env bash
# Stops the cluster started by start-test-postgres.sh (TEST_PG_DIR) and removes its files.
set -euo pipefail
DIR="${TEST_PG_DIR:?TEST_PG_DIR is not set}"
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
RUN=()
if [ "$(id -u)" -eq 0 ]; then RUN=(runuser -u postgres --); fi
"${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null || true
rm -rf "$DIR"
