#!/usr/bin/env bash
# Scale-out on one machine: one mock backend process (npm run mock:serve), two site processes
# using it (API_BASE_URL), Debian's nginx in front of them as a round-robin load balancer, and an
# e2e flow (sign in, change a setting, see it) through the balancer that must be answered by both
# sites. The way to run the site behind any load balancer: stateless processes, one backend.
source "$(dirname "$0")/lib/setup.sh"
ensure_chromium

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian's nginx" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx-light >/dev/null
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
[ -f dist/server/server.js ] || npm run build

BALANCER_PORT="${SCALE_OUT_PORT:-3200}"
SITE_PORTS=("$((BALANCER_PORT + 1))" "$((BALANCER_PORT + 2))")
MOCK_PORT="$((BALANCER_PORT + 3))"
WORK="$(mktemp -d)"
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

wait_for() {
  for _ in $(seq 1 300); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "Nothing answered at $1" >&2
  return 1
}

MOCK_PORT="$MOCK_PORT" npm run --silent mock:serve >"$WORK/mock.log" 2>&1 &
PIDS+=($!)
wait_for "http://127.0.0.1:$MOCK_PORT/__mock/health"

UPSTREAMS=""
for port in "${SITE_PORTS[@]}"; do
  # nginx is their trusted proxy: its X-Forwarded-For/-Proto/-Host tell who the visitor is.
  PORT="$port" API_BASE_URL="http://127.0.0.1:$MOCK_PORT" TRUST_PROXY=loopback node server/start.ts >"$WORK/site-$port.log" 2>&1 &
  PIDS+=($!)
  wait_for "http://127.0.0.1:$port/readyz"
  # The first page a process renders loads its code: not part of what the flow checks.
  curl -fsS -o /dev/null "http://127.0.0.1:$port/login"
  UPSTREAMS+="    server 127.0.0.1:$port;"$'\n'
done

mkdir -p "$WORK/nginx/logs"
cat >"$WORK/nginx/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  upstream sites {
$UPSTREAMS  }
  server {
    listen 127.0.0.1:$BALANCER_PORT;
    # The tests drive the shared mock backend directly.
    location /__mock/ { proxy_pass http://127.0.0.1:$MOCK_PORT; }
    location / {
      proxy_pass http://sites;
      proxy_http_version 1.1;
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header X-Forwarded-Host \$http_host;
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
CONF
"$NGINX" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" &
PIDS+=($!)
wait_for "http://127.0.0.1:$BALANCER_PORT/healthz"

if [ -n "${SCALE_OUT_HOLD:-}" ]; then
  echo "Balancer at http://127.0.0.1:$BALANCER_PORT (sites ${SITE_PORTS[*]}, mock $MOCK_PORT); Ctrl+C stops all"
  wait
fi
upstream_list="$(printf '127.0.0.1:%s,' "${SITE_PORTS[@]}")"
E2E_BASE_URL="http://127.0.0.1:$BALANCER_PORT" E2E_WORKERS=1 E2E_SCALE_OUT="${upstream_list%,}" \
  npx playwright test tests/e2e/scale-out

for port in "${SITE_PORTS[@]}"; do
  echo "site :$port answered $(grep -c '"message":"request"' "$WORK/site-$port.log") requests"
done
