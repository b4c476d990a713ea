#!/usr/bin/env bash
# Fails when the contract breaks a lint rule, when generated/ is not what the contract generates,
# or when a contract test fails (coverage of the spec's routes and calls, examples vs schemas).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run api:lint
npm run api:generate > /dev/null
if [ -n "$(git status --porcelain -- generated/)" ]; then
  echo "generated/ is stale: run 'npm run api:generate' and commit the result" >&2
  git status --short -- generated/ >&2
  exit 1
fi
npm run test:contract
