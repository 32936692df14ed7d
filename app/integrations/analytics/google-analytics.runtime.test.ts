// Which Consent Mode flow Google Analytics starts with on a real site configuration: the site's
// own banner, or a third-party consent service (Cookiebot) that decides after the page loads.
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { initialise } from './google-analytics.runtime.ts'

const consent = { preferences: true, statistics: true, marketing: true }
const page: { dataLayer?: ArrayLike<unknown>[] } = {}

beforeEach(() => {
  delete page.dataLayer
  vi.stubGlobal('window', page)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The state of gtag('consent', 'default', ...), the first thing the page tells Google. */
async function consentDefaultFor(website: typeof blockContext.website) {
  const scripts: string[] = []
  await initialise({ website, locale: blockContext.locale, consent }, async (src) => {
    scripts.push(src)
  })
  expect(scripts).toHaveLength(1)
  const [first] = (page.dataLayer ?? []).map((entry) => Array.from(entry))
  expect(first?.slice(0, 2)).toEqual(['consent', 'default'])
  return first?.[2]
}

test('with a consent service, everything starts denied (the non-banner flow)', async () => {
  const website = { ...blockContext.website, cookiebotDomainGroupId: '00000000-0000-0000-0000-000000000000' }
  expect(await consentDefaultFor(website)).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
})

test('with the own banner, what the visitor granted, and Google waits 2000 ms for an update', async () => {
  const website = { ...blockContext.website, cookiebotDomainGroupId: undefined }
  expect(await consentDefaultFor(website)).toEqual({
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
    wait_for_update: 2000,
  })
})
