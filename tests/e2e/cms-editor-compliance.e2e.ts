// The German market's rules against the real CMS (Payload, cms/) with the site reading it: the GGL
// whitelist's upload without one casino takes that casino out of every list and sends its /go/ to
// its review within a second, without a restart; uploading it back returns it. Publishing a casino
// whose bonus states no validity is refused with the German message of the rule, at its field.
import { expect, test } from '@playwright/test'
import { documentId } from '../support/cms-admin.ts'
import { cmsWithSiteForTheseTests } from '../support/cms-with-site.ts'
import type { PayloadCms } from '../support/payload-cms.ts'
import type { SiteProcess } from '../support/site-process.ts'

let cms: PayloadCms
let site: SiteProcess

test.describe.configure({ mode: 'serial' })

cmsWithSiteForTheseTests(async (running) => {
  ;({ cms, site } = running)
})

const asAdmin = () => ({ authorization: cms.adminHeaders.authorization })

/** The published whitelist's domains of the German casino site, as the CMS holds them. */
async function whitelistedDomains(): Promise<string[]> {
  const search = 'where[site][equals]=90&where[locale][equals]=de-DE&where[_status][equals]=published&limit=0'
  const response = await fetch(`${cms.url}/api/ggl-whitelist?${search}`, { headers: asAdmin() })
  return ((await response.json()) as { docs: { domain: string }[] }).docs.map((doc) => doc.domain)
}

/** Uploads a GGL list of these domains, as the admin's form does: first the changes, then applied. */
async function uploadList(domains: readonly string[], takenOn?: string) {
  const csv = `Veranstalter;Internetdomain;Erlaubnis\n${domains.map((domain) => `Betreiber;${domain};Virtuelle Automatenspiele`).join('\n')}\n`
  const send = (apply: boolean) =>
    fetch(
      `${cms.url}/api/ggl-whitelist-import?site=90&locale=de-DE${apply ? '&apply=1' : ''}${takenOn ? `&date=${takenOn}` : ''}`,
      {
        method: 'POST',
        headers: { ...asAdmin(), 'content-type': 'text/csv' },
        body: csv,
      },
    )
  const checked = await send(false)
  expect(checked.status).toBe(200)
  const preview = (await checked.json()) as { changes: { added: string[]; removed: string[] }; applied: boolean }
  expect(preview.applied).toBe(false)
  const applied = await send(true)
  expect(applied.status).toBe(200)
  return preview.changes
}

/** Where the site's /go/ sends a visitor for a casino. */
const clickOut = async (id: string) =>
  (await fetch(`${site.url}/go/${id}/`, { redirect: 'manual' })).headers.get('location') ?? ''
const listed = async (path: string) => (await fetch(`${site.url}${path}`)).text()

test('a casino off the uploaded GGL list loses its click-out and leaves the lists at once; back on, it returns', async () => {
  test.setTimeout(60_000)
  const domains = await whitelistedDomains()
  expect(domains).toContain('nordlicht-casino.de')
  expect(await clickOut('nordlicht-casino')).toMatch(/^https:\/\/[^/]*nordlicht-casino\.de\//)
  expect(await listed('/casino-boni/')).toContain('data-product-id="nordlicht-casino"')

  const without = await uploadList(domains.filter((domain) => domain !== 'nordlicht-casino.de'))
  expect(without).toEqual(expect.objectContaining({ added: [], removed: ['nordlicht-casino.de'] }))
  const off = Date.now()
  await expect
    .poll(() => clickOut('nordlicht-casino'), { timeout: 1_000, intervals: [50] })
    .toBe('/casinos/nordlicht-casino/')
  await expect
    .poll(() => listed('/casino-boni/'), { timeout: 1_000, intervals: [50] })
    .not.toContain('data-product-id="nordlicht-casino"')
  expect(Date.now() - off).toBeLessThan(1_000)
  // The review stays, with its warning and without a click-out.
  const review = await listed('/casinos/nordlicht-casino/')
  expect(review).toContain('steht nicht auf der Whitelist der Gemeinsamen Glücksspielbehörde')
  expect(review).not.toContain('href="/go/nordlicht-casino/')

  const back = await uploadList(domains)
  expect(back).toEqual(expect.objectContaining({ added: ['nordlicht-casino.de'], removed: [] }))
  await expect
    .poll(() => clickOut('nordlicht-casino'), { timeout: 1_000, intervals: [50] })
    .toMatch(/^https:\/\/[^/]*nordlicht-casino\.de\//)
  await expect
    .poll(() => listed('/casino-boni/'), { timeout: 1_000, intervals: [50] })
    .toContain('data-product-id="nordlicht-casino"')
})

test('publishing a casino whose bonus states no validity is refused, at the field, in German', async () => {
  const id = await documentId(cms.url, 'products', { contentId: 'spielwerk24' })
  const response = await fetch(`${cms.url}/api/products/${id}`, {
    method: 'PATCH',
    headers: { ...asAdmin(), 'content-type': 'application/json' },
    body: JSON.stringify({ _status: 'published', bonus: { validDays: null } }),
  })
  expect(response.status).toBe(400)
  const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
  const fieldErrors = body.errors.flatMap((error) => error.data?.errors ?? [])
  expect(fieldErrors).toContainEqual({
    path: 'bonus.validDays',
    message: expect.stringContaining('Bonusbedingungen unvollständig (GlüStV 2021 § 5)'),
  })
  // Nothing changed on the site.
  expect(await listed('/casinos/spielwerk24/')).toContain('30 Tage gültig')
})

test('a list older than 31 days is a warning on the dashboard; the compliance view shows each casino', async () => {
  const adminPage = async (path: string) =>
    (await fetch(`${cms.url}/admin${path}`, { headers: { ...asAdmin(), 'accept-language': 'de' } })).text()
  const domains = await whitelistedDomains()
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  await uploadList(domains, day(40))
  expect(await adminPage('')).toContain(
    `Die GGL-Whitelist von Site 90 (de-DE) ist 40 Tage alt (Liste vom ${day(40)}): bitte die aktuelle Liste der GGL hochladen.`,
  )
  const view = await adminPage('/compliance')
  expect(view).not.toContain('__next_error__')
  expect(view).toContain(`Liste vom ${day(40)} (40 Tage alt)`)
  expect(view).toMatch(/<tr data-casino="nordlicht-casino">.*?<td>Ja<\/td><td>Ja<\/td>/)
  expect(view).toMatch(/<tr data-casino="spinoase">.*?<td>Nein<\/td>/)

  await uploadList(domains)
  expect(await adminPage('')).not.toContain('Die GGL-Whitelist von Site 90 (de-DE)')
})
