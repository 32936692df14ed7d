#!/usr/bin/env bash
# Installs the locked npm packages (npm ci) unless node_modules already matches package-lock.json.
# Source after toolchain.sh.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
stamp="$ROOT/node_modules/.lock-stamp"
want="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1) $(node --version)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "deps: installing locked packages (npm ci)" >&2
  (cd "$ROOT" && npm ci --no-audit --no-fund >&2)
  echo "$want" > "$stamp"
fi
