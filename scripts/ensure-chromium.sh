#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser build). Install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium) and run again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
