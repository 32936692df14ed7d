#!/usr/bin/env bash
# Installs the locked npm packages unless node_modules already matches package-lock.json.
# Source after toolchain.sh.
# Not `npm ci`: the registry reachable here lacks other platforms' optional binaries (biome,
# rolldown), so the lockfile can't list them and `npm ci` refuses it; `npm install` with the
# committed lockfile installs exactly the locked versions.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
stamp="$ROOT/node_modules/.lock-stamp"
want="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1) $(node --version)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "deps: installing locked packages" >&2
  (cd "$ROOT" && npm install --no-audit --no-fund >&2) || return 1
  echo "$want" > "$stamp"
fi
