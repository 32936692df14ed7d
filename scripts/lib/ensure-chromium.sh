#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (test tools can't download browsers here).
# Installs it with apt when missing. Source it; exports CHROMIUM_PATH.
. "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
apt_install_for chromium chromium
export CHROMIUM_PATH="$(command -v chromium)"
