#!/usr/bin/env bash
# `npm test`: type-check, lint, build, unit and API tests (PGlite), browser journeys (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
npm run -s typecheck
npm run -s lint
# the build before Vitest: its process tests (server/main.test.ts, the outage drill) run the built
# server, and would otherwise build it themselves (bench/real-server.ts ensureBuild) for the build
# here to make it again
npm run -s build
npx vitest run
npx playwright test
