#!/usr/bin/env bash
# apt_install_for COMMAND PACKAGE: installs Debian's PACKAGE with apt when COMMAND is not on PATH
# (test tools can't download their own browsers or runtimes here). Source it.
apt_install_for() {
  command -v "$1" >/dev/null 2>&1 && return 0
  echo "$1: not found; installing Debian's $2 package" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$2" >&2
}
