#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL (Debian's postgresql package): a new cluster in a
# temp folder on PG_PORT (default 54329), exported as TEST_DATABASE_URL and DATABASE_URL, stopped
# and removed afterwards. PostgreSQL refuses to run as root, so as root it runs as user postgres.
# usage: scripts/with-postgres.sh npm run test:server
set -euo pipefail
PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL not found: apt-get install -y postgresql" >&2; exit 1; }
PG_PORT=${PG_PORT:-54329}
dir=$(mktemp -d /tmp/sf-pg.XXXXXX)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() { as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
as_pg "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -o "-p $PG_PORT -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
export DATABASE_URL="$TEST_DATABASE_URL"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PG_PORT"
"$@"
