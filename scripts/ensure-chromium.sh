#!/usr/bin/env bash
# Browser tests use Debian's Chromium (browsers cannot be downloaded here). Install it when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Browser tests need Chromium at $CHROMIUM: install it with 'sudo apt-get install chromium' (Debian/Ubuntu) or set CHROMIUM_PATH." >&2
exit 1
