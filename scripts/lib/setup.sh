# Sourced by the quick-start scripts: puts a suitable Node first on PATH and installs the
# project's packages. Safe to run again; each step is skipped when already done.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
export SCARF_ANALYTICS=false

NODE_MIN="24.18.0"
LOCAL_NODE="$ROOT/.tools/node24"

node_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);const [x,y]=process.argv[1].split(".").map(Number);process.exit(a>x||(a===x&&b>=y)?0:1)' "$NODE_MIN"
}

ensure_node() {
  if [ -x "$LOCAL_NODE/bin/node" ]; then export PATH="$LOCAL_NODE/bin:$PATH"; fi
  if node_is_recent; then return; fi
  echo "Node $(node --version 2>/dev/null || echo none) is older than $NODE_MIN; installing Node 24 from the npm registry into .tools/node24" >&2
  npm install --global --prefix "$LOCAL_NODE" --no-audit --no-fund node@24 >&2
  export PATH="$LOCAL_NODE/bin:$PATH"
  node_is_recent || { echo "Could not provide Node >= $NODE_MIN" >&2; exit 1; }
}

ensure_packages() {
  local stamp="node_modules/.package-lock.sha256"
  local want
  want="$(sha256sum package-lock.json | cut -d' ' -f1)-$(node --version)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return; fi
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
}

# Chromium, and Japanese fonts: without them the pages' Japanese text is drawn as boxes of other
# widths, and the layout tests (sliders, wrapping) measure something no member sees.
ensure_chromium() {
  if [ -x /usr/bin/chromium ] && [ -d /usr/share/fonts/opentype/noto ]; then return; fi
  echo "Installing Debian's Chromium and Japanese fonts for the browser tests" >&2
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
}

ensure_node
ensure_packages
