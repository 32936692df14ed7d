#!/usr/bin/env bash
# The rolling-restart test needs what production sets (deploy/sysctl.d/60-comparison-site.conf): a
# closing listener's queued connections migrate to the port's other listeners instead of being
# reset. Sets it when it is off and this user may; otherwise says why the test will fail.
set -euo pipefail
setting=/proc/sys/net/ipv4/tcp_migrate_req
if [[ ! -e $setting ]]; then
  echo "net.ipv4.tcp_migrate_req is missing: Linux 5.14 or later migrates a closing socket's queued connections" >&2
  exit 1
fi
[[ $(cat "$setting") == 1 ]] && exit 0
if ! echo 1 > "$setting" 2>/dev/null; then
  echo "net.ipv4.tcp_migrate_req is 0 and cannot be set here: run sysctl -w net.ipv4.tcp_migrate_req=1 as root" >&2
  exit 1
fi
