#!/usr/bin/env bash
# Quick start: every check and test (lint, format, types, contract, i18n, unit, build, e2e).
source "$(dirname "$0")/lib/setup.sh"
ensure_chromium
exec npm run test:all
