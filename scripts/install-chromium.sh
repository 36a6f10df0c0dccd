#!/usr/bin/env bash
# Installs what the browser tests need from Debian: Chromium (Playwright's own
# browser download cannot work on these machines), and ffmpeg and espeak-ng,
# which make the media fixtures (video and speech) at test time. Needs root or sudo.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
echo "Chromium: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
echo "ffmpeg: $(ffmpeg -version | head -1)"
echo "espeak-ng: $(espeak-ng --version | head -1)"
