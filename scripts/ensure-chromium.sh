#!/usr/bin/env bash
# Browser tests use Debian's Chromium (browsers cannot be downloaded here): its old headless shell
# when it can be installed (a fifth less time per test than the full browser, decision 051), else
# the full browser. bench:web's Lighthouse uses the full browser. Installs them when we can.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL=/usr/bin/chromium-headless-shell
if [ ! -x "$CHROMIUM" ] || [ ! -x "$HEADLESS_SHELL" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium and chromium-headless-shell packages…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null || true
    apt-get install -y -qq chromium fonts-dejavu-core >/dev/null || true
    # Optional: without it the browser tests run on the full browser.
    apt-get install -y -qq chromium-headless-shell >/dev/null || true
  fi
fi
[ -x "$CHROMIUM" ] || [ -x "$HEADLESS_SHELL" ] && exit 0
echo "Browser tests need Chromium at $CHROMIUM: install it with 'sudo apt-get install chromium chromium-headless-shell' (Debian/Ubuntu) or set CHROMIUM_PATH." >&2
exit 1
