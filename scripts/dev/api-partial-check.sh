#!/usr/bin/env bash
# Lints only the given flows of the contract while other flows are still being written.
# Usage: scripts/dev/api-partial-check.sh signin password-reset
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH=/opt/node24/bin:$PATH
tmp=api/.partial-$$.yaml
trap 'rm -f "$tmp"' EXIT
awk -v flows=" $* " '
  /^paths:/ { print; inpaths=1; next }
  /^components:/ { inpaths=0 }
  inpaths && /^  \// { path=$0; next }
  inpaths && /\$ref/ { match($0, /paths\/[a-z-]+\.yaml/); f=substr($0, RSTART+6, RLENGTH-11); if (index(flows, " " f " ")) { print path; print } ; next }
  { print }
' api/openapi.yaml > "$tmp"
npx spectral lint "$tmp" --fail-severity=error
