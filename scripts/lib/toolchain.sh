#!/usr/bin/env bash
# Puts a Node.js that runs TypeScript itself (>= 22.18 or >= 23.6: type stripping without a flag,
# docs/decisions/011-typescript-runner.md) and an npm that runs on it first on PATH.
# The machine's Node may be older than TanStack Start, Vite 8 and vitest need; the npm registry
# ships the Node 24 binary inside the `node` package, so we install that into .tools/ instead of
# downloading a toolchain. npm must run on the new Node too, or it resolves packages for the old one.
# Source this file; it is idempotent and quiet when nothing needs doing.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_PKG_VERSION="24"
NPM_PKG_VERSION="11"

node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>23||(a===23&&b>=6)||(a===22&&b>=18)?0:1)'
}

if [ -x "$TOOLS/node_modules/node/bin/node" ]; then
  export PATH="$TOOLS/node_modules/node/bin:$TOOLS/node_modules/.bin:$PATH"
fi

if ! node_is_recent; then
  command -v npm >/dev/null 2>&1 || { echo "toolchain: npm is needed to bring Node 24 along" >&2; exit 1; }
  echo "toolchain: Node $(node --version 2>/dev/null || echo none) cannot strip types (needs >= 22.18 or >= 23.6); installing node@$NODE_PKG_VERSION into .tools/" >&2
  mkdir -p "$TOOLS"
  [ -f "$TOOLS/package.json" ] || echo '{"private":true}' > "$TOOLS/package.json"
  npm install --prefix "$TOOLS" --no-audit --no-fund --no-save "node@$NODE_PKG_VERSION" "npm@$NPM_PKG_VERSION" >&2
  export PATH="$TOOLS/node_modules/node/bin:$TOOLS/node_modules/.bin:$PATH"
  node_is_recent || { echo "toolchain: could not provide Node >= 22.18" >&2; exit 1; }
fi
