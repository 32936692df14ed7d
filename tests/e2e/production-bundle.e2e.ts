// Development tools never ship: the production client bundle (dist/client/assets, built before the
// e2e run) holds no trace of the Stately inspector or the Router and Query devtools.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { devPackages, jsFiles } from '../support/dev-packages.ts'

const assetsDir = 'dist/client/assets'

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
