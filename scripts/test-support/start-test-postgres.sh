#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the repository tests and prints its connection URL.
# Usage: eval "$(scripts/test-support/start-test-postgres.sh PORT)"   (exports TEST_DATABASE_URL and TEST_PG_DIR)
# Stop it with: scripts/test-support/stop-test-postgres.sh
set -euo pipefail
PORT="${1:-5439}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$BIN" ]; then echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; fi
DIR="$(mktemp -d /tmp/gtf-pg-XXXXXX)"
RUN=()
# initdb refuses to run as root; the cluster then belongs to the postgres system user.
if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; RUN=(runuser -u postgres --); fi
"${RUN[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --no-sync -E UTF8 >"$DIR/initdb.log" 2>&1
"${RUN[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off" start >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres TEST_PG_DIR=$DIR"
