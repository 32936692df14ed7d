// The paid visit on the German casino site (docs/decisions/013): a Google Ads visitor from Germany
// lands on /?gclid=…&subid=…, and whatever they answer the impression is stored with the campaign's
// channel and subId, and the subId reaches the operator; the click id only with marketing consent.
// Checked in the leads database, at the operator and in what the stubbed services were told.
import { expect, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'
import { acceptAllOnLanding, clickOut, clicksOf, type PaidVisit, paidVisitTests } from '../support/paid-visit.ts'
import { thirdPartyCalls } from '../support/third-party-stubs.ts'

const visit: PaidVisit = {
  landing: '/?gclid=G-PAID-1&subid=campaign-de',
  gclid: 'G-PAID-1',
  subId: 'campaign-de',
  firstLink: (page) => page.getByRole('link', { name: /^Zum Casino/ }).first(),
  queryLeads,
}

paidVisitTests(visit)

test('(c) accept all, then a click-out: the landing is stored, the click id goes along, Google hears of it', async ({
  page,
  context,
  baseURL,
}) => {
  const id = await acceptAllOnLanding(page, context, baseURL, visit)
  await expect.poll(async () => Object.keys(await thirdPartyCalls(page)).sort()).toEqual(['clarity', 'google'])
  const operator = await clickOut(page, context, visit.firstLink(page))
  expect(operator.searchParams.get('subid')).toBe('campaign-de')
  expect(operator.searchParams.get('gclid')).toBe('G-PAID-1')
  expect(clicksOf(queryLeads, id)).toHaveLength(1)
  // The casino site runs no advertising pixel (SPEC section 6); Google Analytics gets the click-out.
  const { google = [] } = await thirdPartyCalls(page)
  expect(google).toContainEqual(['event', 'select_content', { impression_id: id }])
})
