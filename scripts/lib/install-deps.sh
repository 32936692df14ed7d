#!/usr/bin/env bash
# Installs the locked npm packages (`npm ci`) unless node_modules already matches package-lock.json.
# The lockfile lists every platform's optional binaries (biome, rolldown, esbuild), so any machine
# installs exactly what is locked, and an install never rewrites the lockfile. Source after toolchain.sh.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
stamp="$ROOT/node_modules/.lock-stamp"
want="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1) $(node --version)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "deps: installing locked packages" >&2
  (cd "$ROOT" && npm ci --no-audit --no-fund >&2) || return 1
  echo "$want" > "$stamp"
fi
