import { expect, test } from 'vitest'
import { fixtureSite } from '../../tests/fixtures/content/fixture-site.ts'
import { createMemoryCookieJar } from '../../tests/support/memory-cookie-jar.ts'
import { isTestMode, mayRecordInitialProductList, mayRecordProductViews } from './event-rules.ts'

test.each([
  ['casinokompass.de', false, true],
  ['www.casinokompass.de', false, true],
  ['preview.casinokompass.de', false, false],
  ['casinokompass.de.example', false, false],
  ['127.0.0.1', false, false],
  ['127.0.0.1', true, true],
])('product views on %s (test mode %s): %s', (host, testMode, allowed) => {
  expect(mayRecordProductViews(host, fixtureSite, testMode)).toBe(allowed)
})

test.each([
  ['www.casinokompass.de', true],
  ['casinokompass.de', false],
  ['127.0.0.1', false],
])('the initial product list on %s: %s', (host, allowed) => {
  expect(mayRecordInitialProductList(host, fixtureSite)).toBe(allowed)
})

test('test mode: any stage but production, or the test_mode cookie', () => {
  expect(isTestMode('development', createMemoryCookieJar())).toBe(true)
  expect(isTestMode('preview', createMemoryCookieJar())).toBe(true)
  expect(isTestMode('production', createMemoryCookieJar())).toBe(false)
  expect(isTestMode('production', createMemoryCookieJar({ test_mode: '1' }))).toBe(true)
  expect(isTestMode('production', createMemoryCookieJar({ test_mode: 'yes' }))).toBe(false)
})
