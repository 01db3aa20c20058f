#!/usr/bin/env bash
# The built server on a throw-away embedded database with demo content, for the browser journeys:
# exactly what `npm start` runs (scripts/serve.sh: node on the compiled server), after `npm run build`, behind a
# trusted local proxy: each journey sends its own X-Forwarded-For (tests/e2e/fixtures.ts).
#
#   e2e-server.sh --template DIR   creates the database with demo content in DIR and exits
#   e2e-server.sh PORT             serves on PORT; the data directory is $E2E_DATA_DIR (else a new one),
#                                  filled from $E2E_TEMPLATE when that is set
#
# Why a template: creating and seeding the embedded database takes 15-45 s on two cores; a copy of a
# finished one takes a fraction of a second, so every Playwright worker (and a test that needs a
# server of its own) starts on its own pristine copy (tests/e2e/site.ts, tests/e2e/global-setup.ts).
set -euo pipefail
# the project's pinned Node (its `node` devDependency), also when Playwright was started outside npm
[ -x node_modules/.bin/node ] && export NODE="${NODE:-$PWD/node_modules/.bin/node}"
export HOST=127.0.0.1 LOG_LEVEL="${LOG_LEVEL:-warn}" ANALYTICS_ID=G-TEST123 NODE_ENV=production TRUST_PROXY=loopback

if [ "${1:-}" = "--template" ]; then
  # the same preparation as a server's first start (server/create-database.ts), then the process ends
  DATA_DIR="$2" exec "${NODE:-node}" --liftoff-only build/server-main/create-database.js
fi

# a run that was killed leaves its data directories behind: each start removes those older than two hours
find /tmp -maxdepth 1 \( -name 'e2e-data.*' -o -name 'e2e-template.*' \) -type d -mmin +120 -exec rm -rf {} + 2>/dev/null || true
dir="${E2E_DATA_DIR:-$(mktemp -d /tmp/e2e-data.XXXXXX)}"
if [ -n "${E2E_TEMPLATE:-}" ] && [ -z "$(ls -A "$dir")" ]; then
  cp -a "$E2E_TEMPLATE/." "$dir/"
fi
PORT="$1" DATA_DIR="$dir" exec bash scripts/serve.sh
