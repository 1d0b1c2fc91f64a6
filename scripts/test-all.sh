#!/usr/bin/env bash
# The one command that runs every test: `npm test`.
# Type checks and lints (ESLint), the engine/host/integration suites (vitest) and the browser end-to-end suite
# (Playwright driving Debian's Chromium), side by side: the browser suite spends most of its time waiting on pages,
# bots and animations (a CI run used about a third of two cores' time), so it runs beside the others instead of
# after them. Each prints its own section; any failure fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== build for the end-to-end tests"
npx vite build --logLevel warn
node scripts/bundle-size.mjs
e2e_log=$(mktemp)
checks_log=$(mktemp)
echo "== end-to-end tests in Chromium (beside the unit tests; their output follows them)"
npx playwright test >"$e2e_log" 2>&1 &
e2e=$!
( set -e; echo "== type check"; npx tsc -p tsconfig.json --noEmit; echo "== lint"; npm run --silent lint ) >"$checks_log" 2>&1 &
checks=$!
echo "== unit, property and integration tests"
unit=0
npx vitest run || unit=$?
checked=0
wait "$checks" || checked=$?
cat "$checks_log"
rm -f "$checks_log"
browser=0
wait "$e2e" || browser=$?
echo "== end-to-end tests in Chromium"
cat "$e2e_log"
rm -f "$e2e_log"
if [ "$checked" -ne 0 ]; then echo "type check or lint failed"; exit "$checked"; fi
if [ "$unit" -ne 0 ]; then echo "unit, property or integration tests failed"; exit "$unit"; fi
if [ "$browser" -ne 0 ]; then echo "end-to-end tests failed"; exit "$browser"; fi
