#!/usr/bin/env bash
# The operations tests (npm run test:ops) put Debian's nginx in front of the API processes, the
# way production runs (deploy/nginx). Installs it when we can, like scripts/ensure-chromium.sh.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ ! -x "$NGINX" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's nginx-light package…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null || true
    # Only the binary is used: the tests run nginx as a child with a configuration of their own.
    apt-get install -y -qq nginx-light >/dev/null || apt-get install -y -qq nginx >/dev/null || true
  fi
fi
if [ ! -x "$NGINX" ]; then
  echo "The operations tests need nginx at $NGINX: install it with 'sudo apt-get install nginx-light' (Debian/Ubuntu) or set NGINX_PATH." >&2
  exit 1
fi
for tool in redis-server pg_ctl initdb; do
  if ! command -v "$tool" >/dev/null 2>&1 && [ ! -x "${PG_BIN:-/usr/lib/postgresql/15/bin}/$tool" ]; then
    echo "The operations tests need $tool (PostgreSQL 15 server and redis-server packages)." >&2
    exit 1
  fi
done
