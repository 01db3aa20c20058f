#!/usr/bin/env bash
# The built server on a fresh embedded database with demo content, for the browser journeys:
# exactly what `npm start` runs (scripts/serve.sh: node on the compiled server), after `npm run build`, behind a
# trusted local proxy: each journey sends its own X-Forwarded-For (tests/e2e/fixtures.ts).
set -euo pipefail
# Playwright ends this server with SIGKILL, so no trap here ever runs: each start removes the data
# directories that earlier runs left behind instead (older than two hours; a run takes less).
find /tmp -maxdepth 1 -name 'e2e-data.*' -type d -mmin +120 -exec rm -rf {} + 2>/dev/null || true
dir=$(mktemp -d /tmp/e2e-data.XXXXXX)
# the project's pinned Node (its `node` devDependency), also when Playwright was started outside npm
[ -x node_modules/.bin/node ] && export NODE="${NODE:-$PWD/node_modules/.bin/node}"
PORT="$1" HOST=127.0.0.1 DATA_DIR="$dir" LOG_LEVEL=warn ANALYTICS_ID=G-TEST123 NODE_ENV=production TRUST_PROXY=loopback \
  exec bash scripts/serve.sh
