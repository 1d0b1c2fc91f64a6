#!/usr/bin/env bash
# The one command that runs every test: `npm test`.
# Type checks, lints (ESLint), then the engine/host/integration suites (vitest), then the
# browser end-to-end suite (Playwright driving Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== type check"
npx tsc -p tsconfig.json --noEmit
echo "== lint"
npm run --silent lint
echo "== unit, property and integration tests"
npx vitest run
echo "== end-to-end tests in Chromium"
npx vite build --logLevel warn
node scripts/bundle-size.mjs
npx playwright test
