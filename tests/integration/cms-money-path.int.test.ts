// The money path with the real CMS (Payload, cms/) behind the production site: what an editor
// publishes through the CMS's REST API (as the admin does, with the editor's API key) reaches the
// visitors' click-outs (/go/), the impression's product list and the pages within a second, and the
// click-outs keep working from the site's last good copy when the CMS is gone; a page an editor
// moves answers 301 from its old path. In this order: each
// step builds on the content the steps before it published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { impressionResponseSchema } from '../../app/contracts/leads/schemas.ts'
import { freePort } from '../support/free-port.ts'
import { type PayloadCms, startPayloadCms } from '../support/payload-cms.ts'
import { type ProductionServer, startProductionServer } from '../support/production-server.ts'
import { randomSecret } from '../support/test-secrets.ts'

const revalidateSecret = randomSecret()
/** How soon after the CMS answers a publish the site must show it. */
const withinMs = 1_000

let cms: PayloadCms
let site: ProductionServer

beforeAll(async () => {
  const sitePort = await freePort()
  cms = await startPayloadCms({ REVALIDATE_SECRET: revalidateSecret, SITE_URL: `http://127.0.0.1:${sitePort}` })
  site = await startProductionServer({
    port: sitePort,
    // Its error log reports every 404 page; the assertions say what went wrong.
    stderr: 'ignore',
    env: { CMS_URL: cms.url, REVALIDATE_SECRET: revalidateSecret },
  })
}, 120_000)

afterAll(async () => {
  await site?.stop()
  await cms?.stop()
})

type Doc = Record<string, unknown>
const editor = () => cms.adminHeaders

/** The CMS's REST API as the editor's admin calls it; the answer's status and body. */
async function cmsApi(method: string, path: string, body?: Doc) {
  const response = await fetch(`${cms.url}/api/${path}`, {
    method,
    headers: editor(),
    ...(body && { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Doc }
}

async function findOne(collection: string, where: Record<string, string>): Promise<Doc> {
  const search = new URLSearchParams({ depth: '0', 'where[site][equals]': '90', 'where[locale][equals]': 'de-DE' })
  for (const [field, value] of Object.entries(where)) search.set(`where[${field}][equals]`, value)
  const { body } = await cmsApi('GET', `${collection}?${search}`)
  const [doc] = body.docs as Doc[]
  if (!doc) throw new Error(`No ${collection} document where ${JSON.stringify(where)}`)
  return doc
}

/** A document as a new one to create: without Payload's ids (its own and its rows') and timestamps. */
function asNew(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asNew)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'createdAt', 'updatedAt'].includes(key))
      .map(([key, field]) => [key, asNew(field)]),
  )
}

/** A publish's answer checked; when the CMS answered. */
async function published(answer: Promise<{ status: number; body: Doc }>, status = 200) {
  const { status: actual, body } = await answer
  expect(actual, JSON.stringify(body)).toBe(status)
  return Date.now()
}

/** Asserts within 1 s of `since` (and returns how long it took). */
async function soon<T>(since: number, read: () => Promise<T>, check: (value: T) => void) {
  await expect
    .poll(
      async () => {
        check(await read())
        return true
      },
      { timeout: Math.max(0, since + withinMs - Date.now()), interval: 50 },
    )
    .toBe(true)
}

/** GET /go/{product}: the status and the redirect's target. */
async function clickOut(product: string, query = '') {
  const response = await fetch(`${site.url}/go/${product}/${query}`, { redirect: 'manual' })
  const location = response.headers.get('location')
  return { status: response.status, target: location ? new URL(location) : undefined }
}

/** The product ids of a new impression's list, in order. */
async function impressionProducts(): Promise<string[]> {
  const response = await fetch(`${site.url}/api/impression`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      device: { timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
      trackingData: { subId: 'k1' },
      locale: 'de-DE',
    }),
  })
  expect(response.status).toBe(200)
  return impressionResponseSchema.parse(await response.json()).products.map((product) => product.id)
}

const page = async (path: string) => {
  const response = await fetch(`${site.url}${path}`)
  return { status: response.status, html: await response.text() }
}

const newUrl = 'https://www.nordlicht-casino.de/willkommen/?ref=kasinokompass'

describe('the money path with the real CMS', () => {
  it('is served from the CMS before any change (and cached)', async () => {
    expect((await clickOut('nordlicht-casino', '?subid=k1')).target?.origin).toBe('https://www.nordlicht-casino.de')
    expect(await impressionProducts()).toContain('spielwerk24')
    for (let visit = 0; visit < 2; visit++) {
      const { status, html } = await page('/')
      expect([status, html.includes('/go/spielwerk24/'), html.includes('Polarstern')]).toEqual([200, true, false])
    }
    expect((await page('/online-casinos-mit-paysafecard/')).status).toBe(200)
  })

  it("a casino's new affiliate URL is its click-out's target within 1 s of the publish", async () => {
    const casino = await findOne('products', { contentId: 'nordlicht-casino' })
    const since = await published(
      cmsApi('PATCH', `products/${casino.id}?depth=0`, { url: newUrl, _status: 'published' }),
    )
    await soon(
      since,
      () => clickOut('nordlicht-casino', '?subid=k1'),
      ({ status, target }) => {
        expect(status).toBe(302)
        expect(`${target?.origin}${target?.pathname}`).toBe('https://www.nordlicht-casino.de/willkommen/')
        expect(target?.searchParams.get('ref')).toBe('kasinokompass')
        expect(target?.searchParams.get('subid')).toBe('k1')
      },
    )
  })

  it('a new casino is listed on / within 1 s of its publish', async () => {
    // A casino is listed only once its domain is on the site's copy of the GGL whitelist.
    const listed = await findOne('ggl-whitelist', { domain: 'nordlicht-casino.de' })
    const entry = {
      ...(asNew(listed) as Doc),
      contentId: 'polarstern-casino-de',
      domain: 'polarstern-casino.de',
      operator: 'Polarstern Gaming GmbH',
      _status: 'published',
    }
    await published(cmsApi('POST', 'ggl-whitelist?depth=0', entry), 201)
    const model = await findOne('products', { contentId: 'nordlicht-casino' })
    const casino = {
      ...(asNew(model) as Doc),
      contentId: 'polarstern-casino',
      name: 'Polarstern Casino',
      domain: 'polarstern-casino.de',
      url: 'https://www.polarstern-casino.de/',
      listPosition: 99,
      // A licence belongs to one casino: the new one has its own.
      licence: { ...(model.licence as Doc), number: 'GGL-VAS-2026-0099' },
      _status: 'published',
    }
    const since = await published(cmsApi('POST', 'products?depth=0', casino), 201)
    await soon(
      since,
      () => page('/'),
      ({ status, html }) => {
        expect(status).toBe(200)
        expect(html).toContain('Polarstern Casino')
      },
    )
  })

  it("the new casino's click-out redirects to its URL", async () => {
    const { status, target } = await clickOut('polarstern-casino', '?subid=k1')
    expect(status).toBe(302)
    expect(target?.origin).toBe('https://www.polarstern-casino.de')
    expect(target?.searchParams.get('subid')).toBe('k1')
  })

  it("the new casino is among the impression's products", async () => {
    expect(await impressionProducts()).toContain('polarstern-casino')
  })

  it('an unpublished page answers 404 within 1 s', async () => {
    const listPage = await findOne('pages', { path: '/online-casinos-mit-paysafecard/' })
    // What the admin's Unpublish sends.
    const since = await published(
      cmsApi('PATCH', `pages/${listPage.id}?depth=0&fallback-locale=null&unpublishAllLocales=true`, {
        _status: 'draft',
      }),
    )
    await soon(
      since,
      () => page('/online-casinos-mit-paysafecard/'),
      ({ status }) => expect(status).toBe(404),
    )
  })

  it('a page an editor moves answers 301 from its old path to the new one within 1 s', async () => {
    const listPage = await findOne('pages', { path: '/online-casinos-mit-giropay/' })
    const since = await published(
      cmsApi('PATCH', `pages/${listPage.id}?depth=0`, { _status: 'published', path: '/giropay-casinos/' }),
    )
    await soon(
      since,
      async () => {
        const response = await fetch(`${site.url}/online-casinos-mit-giropay/?utm_source=alt`, { redirect: 'manual' })
        return { status: response.status, location: response.headers.get('location') }
      },
      (answer) => expect(answer).toEqual({ status: 301, location: '/giropay-casinos/?utm_source=alt' }),
    )
  })

  it('a deleted casino leaves / within 1 s', async () => {
    const casino = await findOne('products', { contentId: 'spielwerk24' })
    const since = await published(cmsApi('DELETE', `products/${casino.id}?depth=0`))
    await soon(
      since,
      () => page('/'),
      ({ html }) => expect(html).not.toContain('/go/spielwerk24/'),
    )
  })

  it("the deleted casino's click-out answers 404", async () => {
    expect((await clickOut('spielwerk24')).status).toBe(404)
  })

  it('the impression no longer lists the deleted casino', async () => {
    expect(await impressionProducts()).not.toContain('spielwerk24')
  })

  describe('with the CMS stopped', () => {
    beforeAll(async () => {
      await cms.stop()
    })

    it('pages are served from the last good copy', async () => {
      expect((await page('/')).status).toBe(200)
    })

    it('click-outs of casinos it never changed keep redirecting', async () => {
      const { status, target } = await clickOut('rheingold-slots', '?subid=k1')
      expect(status).toBe(302)
      expect(target?.searchParams.get('subid')).toBe('k1')
    })

    it('click-outs of what it published keep redirecting to the published URLs', async () => {
      const nordlicht = await clickOut('nordlicht-casino', '?subid=k1')
      expect([nordlicht.status, `${nordlicht.target?.origin}${nordlicht.target?.pathname}`]).toEqual([
        302,
        'https://www.nordlicht-casino.de/willkommen/',
      ])
      const polarstern = await clickOut('polarstern-casino', '?subid=k1')
      expect([polarstern.status, polarstern.target?.origin]).toEqual([302, 'https://www.polarstern-casino.de'])
    })
  })
})
