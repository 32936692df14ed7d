// Where user events may be sent from (SPEC section 7): product views only on the site's clean host
// (with or without www) or in test mode; the initial product list only on the site's own host.
// Test mode is every stage but production, or a production page with the test_mode cookie set to 1
// (how QA checks tracking on a live site without counting as traffic elsewhere).
import type { Website } from '../../app.config.ts'
import type { Stage } from '../api/runtime-config.ts'
import type { CookieJar } from '../lib/cookies.ts'

export const testModeCookie = 'test_mode'

export function isTestMode(stage: Stage, jar: CookieJar): boolean {
  return stage !== 'production' || jar.get(testModeCookie) === '1'
}

export function mayRecordProductViews(host: string, website: Website, testMode: boolean): boolean {
  return testMode || host.replace(/^www\./, '') === website.cleanUrl
}

export function mayRecordInitialProductList(host: string, website: Website): boolean {
  return host === new URL(website.url).hostname
}
