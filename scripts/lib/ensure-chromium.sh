#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (test tools can't download browsers here).
# Installs it with apt when missing. Source it; exports CHROMIUM_PATH.
if ! command -v chromium >/dev/null 2>&1; then
  echo "chromium: not found; installing Debian's chromium package" >&2
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >&2
  $SUDO apt-get install -y -qq chromium >&2
fi
export CHROMIUM_PATH="$(command -v chromium)"
