#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and API tests (Vitest), then browser tests (Playwright) of the
# production build on both editions. Ends with one summary line counting every test run.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json

echo "== lint and typecheck"
npm run lint
npm run typecheck

echo "== unit and API integration tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json

echo "== browser tests (Playwright, Chromium)"
npm run test:e2e

node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json
