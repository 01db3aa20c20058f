#!/usr/bin/env bash
# The built server on a fresh embedded database with demo content, for the browser journeys:
# exactly what `npm start` runs (scripts/serve.sh: node on the compiled server), after `npm run build`, behind a
# trusted local proxy: each journey sends its own X-Forwarded-For (tests/e2e/fixtures.ts).
set -euo pipefail
dir=$(mktemp -d /tmp/e2e-data.XXXXXX)
trap 'rm -rf "$dir"' EXIT
PORT="$1" HOST=127.0.0.1 DATA_DIR="$dir" LOG_LEVEL=warn ANALYTICS_ID=G-TEST123 NODE_ENV=production TRUST_PROXY=loopback \
  exec bash scripts/serve.sh
