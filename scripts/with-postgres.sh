#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on a temporary directory and port, runs the given command
# with TEST_DATABASE_URL pointing at it, and removes the cluster afterwards.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/pgtest.XXXXXX)
port=$((20000 + RANDOM % 20000))
run_as=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi
"${run_as[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
cleanup() { "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
