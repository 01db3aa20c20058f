#!/usr/bin/env bash
# `npm test`: type-check, lint, unit and API tests (PGlite), build, browser journeys (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
npm run -s typecheck
npm run -s lint
npx vitest run
npm run -s build
npx playwright test
