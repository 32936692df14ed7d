// Development tools never ship: the production client bundle (dist/client/assets, built before the
// e2e run) holds no trace of the Stately inspector or the Router and Query devtools.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

const assetsDir = 'dist/client/assets'

/** A string each package's own code carries, so its absence means the package is absent. */
const devPackages = [
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

const jsFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.m?js$/.test(name))

const bundle = jsFiles(assetsDir).map((name) => ({ name, text: readFileSync(join(assetsDir, name), 'utf8') }))

test('the production bundle exists', () => {
  expect(bundle.length).toBeGreaterThan(0)
})

for (const { name, marker, codeDir } of devPackages)
  test(`${name} is not in the production client bundle`, () => {
    // The marker is real: the package's own code has it.
    expect(jsFiles(codeDir).some((file) => readFileSync(join(codeDir, file), 'utf8').includes(marker))).toBe(true)
    expect(bundle.filter((chunk) => chunk.text.includes(marker)).map((chunk) => chunk.name)).toEqual([])
  })
