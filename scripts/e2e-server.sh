#!/usr/bin/env bash
# The built server on a fresh embedded database with demo content, for the browser journeys.
set -euo pipefail
dir=$(mktemp -d /tmp/e2e-data.XXXXXX)
trap 'rm -rf "$dir"' EXIT
PORT="$1" HOST=127.0.0.1 DATA_DIR="$dir" LOG_LEVEL=warn ANALYTICS_ID=G-TEST123 exec npx tsx server/main.ts
