#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit and API tests (Vitest), the production build and its size
# budget (size-limit), then browser tests (Playwright) of that build on both editions. Ends with
# one summary line counting every test run.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json

echo "== lint and typecheck"
npm run lint
npm run typecheck
# The API document of a production start, linted by Redocly (docs/decisions/116).
npm run docs:lint -w @marketplace/api

echo "== unit and API integration tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json

echo "== production build and its size budget (size-limit)"
npm run build
npm run size

echo "== browser tests (Playwright, Chromium) of that build"
npm run test:e2e:built

node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json
