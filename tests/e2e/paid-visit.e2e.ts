// The paid visit on the German casino site (docs/decisions/013): a Google Ads visitor from Germany
// lands on /?gclid=…&subid=…, and whatever they answer the impression is stored with the campaign's
// channel and subId, and the subId reaches the operator; the click id only with marketing consent.
// Checked in the leads database, at the operator and in what the stubbed services were told.
import { expect, test } from '../support/fixtures.ts'
import { queryLeads } from '../support/leads-db.ts'
import { acceptAllAndClickOut, type PaidVisit, paidVisitTests } from '../support/paid-visit.ts'

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
  // The casino site runs no advertising pixel (SPEC section 6): only analytics start.
  const { calls } = await acceptAllAndClickOut(page, context, baseURL, visit, ['clarity', 'google'])
  expect(Object.keys(calls).sort()).toEqual(['clarity', 'google'])
})
