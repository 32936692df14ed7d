// The development-only packages that must never reach the client build, each with a string its own
// code carries (so the string's absence from dist/client means the package is absent) and where that
// code lives (tests/e2e/production-bundle.e2e.ts checks the marker is really there).
// bench/bundle.bench.ts reports them; the e2e test fails on them.
import { readdirSync } from 'node:fs'

export const devPackages = [
  { name: '@statelyai/inspect', marker: 'https://stately.ai/inspect', codeDir: 'node_modules/@statelyai/inspect' },
  {
    name: '@tanstack/react-router-devtools',
    marker: 'TanStack Router Devtools',
    codeDir: 'node_modules/@tanstack/router-devtools-core',
  },
  {
    name: '@tanstack/react-query-devtools',
    marker: 'TanStack Query Devtools',
    codeDir: 'node_modules/@tanstack/query-devtools',
  },
]

/** Every JavaScript file under dir, as paths relative to it. */
export const jsFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.m?js$/.test(name))
