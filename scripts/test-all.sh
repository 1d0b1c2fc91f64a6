#!/usr/bin/env bash
# The one command that runs every test: `npm test`.
# Type checks and lints (ESLint) beside the engine/host/integration suites (vitest), then the
# browser end-to-end suite (Playwright driving Chromium: CHROMIUM_PATH, Debian's /usr/bin/chromium, else Playwright's
# own — test/support/chromium.ts). Plain bash and npx: Linux, macOS, and Windows in Git Bash (README, "Setting up").
set -euo pipefail
cd "$(dirname "$0")/.."
# The type check and the lint run beside the unit tests (each prints its own section; any failure fails the run).
echo "== type check and lint (beside the unit tests)"
checks_log=$(mktemp)
( set -e; echo "== type check"; npx tsc -p tsconfig.json --noEmit; echo "== lint"; npm run --silent lint ) >"$checks_log" 2>&1 &
checks=$!
echo "== unit, property and integration tests"
unit=0
npx vitest run || unit=$?
checked=0
wait "$checks" || checked=$?
cat "$checks_log"
rm -f "$checks_log"
if [ "$checked" -ne 0 ]; then echo "type check or lint failed"; exit "$checked"; fi
if [ "$unit" -ne 0 ]; then exit "$unit"; fi
echo "== end-to-end tests in Chromium"
npx vite build --logLevel warn
node scripts/bundle-size.mjs
npx playwright test
