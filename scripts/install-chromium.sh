#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests (Playwright's own browser
# download cannot work on these machines). Needs root or sudo.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "Chromium is installed: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
