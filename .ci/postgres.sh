#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on a loopback port for the API suite's second run, and prints
# its URL. Installs Debian's postgresql first when the machine lacks it.
set -euo pipefail
PORT="${AULA_PG_PORT:-55432}"

if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
PGDATA="$(mktemp -d /tmp/aula-pg.XXXXXX)"

as_owner() {
  # PostgreSQL refuses to run as root: use its own system user then.
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = "0" ]; then chown postgres "$PGDATA"; fi

as_owner "$PG_BIN/initdb" -D "$PGDATA" -A trust -U aula -E UTF8 --no-sync >/dev/null
as_owner "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w start \
  -o "-p $PORT -k $PGDATA -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
echo "postgres://aula@127.0.0.1:$PORT/postgres"
