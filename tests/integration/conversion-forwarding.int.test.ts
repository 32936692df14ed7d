// Conversions forwarded to the ad and analytics platforms on both leads databases, against a real
// HTTP fake of GA4's Measurement Protocol and Meta's Conversions API: a click-out with consent and
// its postback are forwarded once under the spec's event name with value, currency and the visit's
// ids; a repeated postback is not forwarded again; a visitor who refused (or never answered) is
// never forwarded; a platform that is down gets the conversion once it is back; a person erased by
// `npm run privacy -- erase` leaves no click id behind and nothing of theirs goes out afterwards.
import { execFile } from 'node:child_process'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { consentCookieName } from '../../app/consent/consent-record.ts'
import { defaultGeolocationCookieName } from '../../app/consent/viewer-country.ts'
import {
  type ForwardingTarget,
  forwardDueConversions,
  forwardingTargets,
} from '../../app/server/leads/conversions/conversion-forwarding.server.ts'
import { retryDelayMs } from '../../app/server/leads/outbox.server.ts'
import { erasedForwardError } from '../../app/server/leads/privacy/personal-data.server.ts'
import { buildReport } from '../../app/server/leads/report.server.ts'
import { deliverDueLeads } from '../../app/server/leads/signups/lead-delivery.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { websiteById } from '../../app/site/website.ts'
import { financeSiteId, productTypeIds } from '../../app.config.ts'
import { fixtureSite } from '../fixtures/content/fixture-site.ts'
import { exampleConsentRecord } from '../support/consent-fixtures.ts'
import { type LeadsApiServer, serveLeadsApi } from '../support/leads-api-server.ts'
import { freshLeadsDatabase, leadsStoreKinds, type TestLeadsDatabase } from '../support/leads-stores.ts'
import { LocalEndpoint } from '../support/local-endpoint.ts'

const token = 'n3tw0rk-secret'
/** Node's own User-Agent is a crawler's, whose clicks are never forwarded. */
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'
/** A site that runs GA4 and the Meta pixel (the pixel rules allow Meta on finance sites), with a lead partner. */
const website = {
  ...fixtureSite,
  productType: { id: productTypeIds.Finance },
  analytics4Key: 'G-TEST0001',
  metaPixelId: '107500000000009',
  whiteLabelPartners: websiteById(financeSiteId).whiteLabelPartners,
}

/** Both platforms' endpoints on one loopback server: keeps what it took; down while stopped. */
class Platforms extends LocalEndpoint {
  received: Array<{ path: string; query: URLSearchParams; body: Record<string, unknown> }> = []

  protected answer(request: IncomingMessage, body: string, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://platform')
    this.received.push({ path: url.pathname, query: url.searchParams, body: JSON.parse(body) })
    // GA4 answers 204, Meta 200 with a count: both a 2xx.
    response.writeHead(url.pathname.startsWith('/mp/') ? 204 : 200).end()
  }

  ga4() {
    return this.received.filter(({ path }) => path === '/mp/collect')
  }

  meta() {
    return this.received.filter(({ path }) => path === `/v21.0/${website.metaPixelId}/events`)
  }
}

const consentCookie = (choice: { statistics: boolean; marketing: boolean } | undefined, country = 'DE') =>
  [
    `${defaultGeolocationCookieName}=${encodeURIComponent(JSON.stringify({ 'viewer-country': country }))}`,
    ...(choice
      ? [`${consentCookieName}=${encodeURIComponent(JSON.stringify({ ...exampleConsentRecord, ...choice }))}`]
      : []),
  ].join('; ')

describe.each(leadsStoreKinds)('conversion forwarding on %s', (kind) => {
  let testDb: TestLeadsDatabase
  let database: LeadsDatabase
  let api: LeadsApiServer
  let targets: ForwardingTarget[]
  const platforms = new Platforms()
  let txid = 0

  beforeAll(async () => {
    testDb = await freshLeadsDatabase(kind)
    database = testDb.open()
    await platforms.start()
    targets = forwardingTargets(website, {
      ga4: { apiSecret: 'mp-secret', url: `${platforms.origin}/mp/collect` },
      meta: { accessToken: 'capi-token', url: `${platforms.origin}/v21.0/` },
    })
    api = await serveLeadsApi(database, { postbackTokens: new Map([['income', token]]), forwarding: targets, website })
  })

  afterAll(async () => {
    await api.close()
    await platforms.stop()
    await database.close()
    await testDb.drop()
  })

  beforeEach(() => {
    platforms.received = []
  })

  const post = (path: string, body: unknown) =>
    fetch(api.url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': browser },
      body: JSON.stringify(body),
    })

  /** A paid visit from a Meta and Google ad whose pixels reported their browser ids; its impression id. */
  async function visit(): Promise<string> {
    const response = await post('/api/impression', {
      device: { timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
      trackingData: { subId: 'fwd', facebookClickId: 'FBCLID-1', googleClickId: 'GCLID-1' },
      locale: 'de-DE',
    })
    const { impression } = (await response.json()) as { impression: { id: string } }
    const ids = { impressionId: impression.id, locale: 'de-DE' }
    for (const body of [
      { ...ids, clientType: 'google', clientId: 'GA1.1.1234567.1764000000' },
      { ...ids, clientType: 'facebook', clientId: 'fb.1.1764000000000.4242', clickId: 'fb.1.1764000000000.FBCLID-1' },
    ])
      expect((await post('/api/client-id', body)).status).toBe(200)
    return impression.id
  }

  /** A click-out of the visit with the consent the cookies state: the click id the partner was sent. */
  async function clickOut(impressionId: string, cookie: string, userAgent = browser): Promise<string> {
    const response = await fetch(api.url(`/go/mega-casino/?imp=${impressionId}&fbclid=FBCLID-1&gclid=GCLID-1`), {
      redirect: 'manual',
      headers: { cookie, 'user-agent': userAgent },
    })
    return new URL(response.headers.get('location') ?? '').searchParams.get('clickref') ?? ''
  }

  const postback = async (clickId: string, query: Record<string, string>) => {
    const response = await fetch(
      api.url(`/api/postback/income?${new URLSearchParams({ click_id: clickId, token, ...query })}`),
    )
    expect(response.status).toBe(200)
  }

  const forward = (now = new Date()) => forwardDueConversions({ database, targets, now: () => now })

  test('a click with consent: its postback goes to both platforms once, as TM with value, currency and ids', async () => {
    const impressionId = await visit()
    const clickId = await clickOut(impressionId, consentCookie({ statistics: true, marketing: true }))
    const deposit = { event: 'first_deposit', payout: '120.50', currency: 'eur', txid: `F-${++txid}` }
    await postback(clickId, deposit)
    expect(await forward()).toEqual({ delivered: 2, retrying: 0, failed: 0 })

    const [ga4] = platforms.ga4()
    expect(platforms.ga4()).toHaveLength(1)
    expect(ga4?.query.get('measurement_id')).toBe('G-TEST0001')
    expect(ga4?.query.get('api_secret')).toBe('mp-secret')
    expect(ga4?.body).toMatchObject({
      client_id: '1234567.1764000000',
      consent: { ad_user_data: 'GRANTED', ad_personalization: 'GRANTED' },
      events: [{ name: 'TM', params: { transaction_id: `income:${deposit.txid}`, value: 120.5, currency: 'EUR' } }],
    })
    const [meta] = platforms.meta()
    expect(platforms.meta()).toHaveLength(1)
    expect(meta?.body).toMatchObject({
      access_token: 'capi-token',
      data: [
        {
          event_name: 'TM',
          event_id: `income:${deposit.txid}`,
          action_source: 'system_generated',
          user_data: {
            fbc: 'fb.1.1764000000000.FBCLID-1',
            fbp: 'fb.1.1764000000000.4242',
            external_id: [expect.stringMatching(/^[0-9a-f]{64}$/)],
          },
          custom_data: { value: 120.5, currency: 'EUR' },
        },
      ],
    })

    // The network repeats its postback: stored once, forwarded once.
    await postback(clickId, deposit)
    expect(await forward(new Date(Date.now() + 3_600_000))).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(platforms.received).toHaveLength(2)

    // The partner's first milestone is HBC; a payout-less one carries no value.
    await postback(clickId, { event: 'registration', payout: '', txid: `R-${++txid}` })
    expect(await forward()).toEqual({ delivered: 2, retrying: 0, failed: 0 })
    expect(platforms.ga4()[1]?.body).toMatchObject({
      events: [{ name: 'HBC', params: { transaction_id: `income:R-${txid}` } }],
    })
    expect(platforms.ga4()[1]?.body).not.toHaveProperty('events.0.params.value')
    expect(platforms.meta()[1]?.body).toMatchObject({ data: [{ event_name: 'HBC', custom_data: {} }] })
  })

  test('a visitor who refused marketing is never forwarded to Meta; statistics alone reaches GA4 without ads use', async () => {
    const impressionId = await visit()
    const statisticsOnly = await clickOut(impressionId, consentCookie({ statistics: true, marketing: false }))
    const refused = await clickOut(impressionId, consentCookie({ statistics: false, marketing: false }))
    const unanswered = await clickOut(impressionId, consentCookie(undefined))
    const crawler = await clickOut(impressionId, consentCookie({ statistics: true, marketing: true }), 'Googlebot/2.1')
    for (const clickId of [statisticsOnly, refused, unanswered, crawler])
      await postback(clickId, { event: 'approved', payout: '40', currency: 'EUR', txid: `A-${++txid}` })
    expect(await forward()).toEqual({ delivered: 1, retrying: 0, failed: 0 })
    expect(platforms.meta()).toEqual([])
    expect(platforms.ga4()).toHaveLength(1)
    expect(platforms.ga4()[0]?.body).toMatchObject({
      consent: { ad_user_data: 'DENIED', ad_personalization: 'DENIED' },
      events: [{ name: 'TM', params: { transaction_id: `income:A-${txid - 3}` } }],
    })
    // Nothing waits for the refused, unanswered or crawler's clicks: they were never queued.
    const queued = await database.all(
      database.query
        .selectFrom('conversion_forwards as f')
        .innerJoin('conversions as cv', 'cv.id', 'f.conversion_id')
        .select(['cv.click_id', 'f.platform'])
        .where('cv.click_id', 'in', [statisticsOnly, refused, unanswered, crawler]),
    )
    expect(queued).toEqual([{ click_id: statisticsOnly, platform: 'ga4' }])
    // What each click kept: the consent (none known for the unanswered) and the ad click ids only with marketing.
    const clicks = await database.all(
      database.query
        .selectFrom('clicks')
        .select(['click_id', 'consent_statistics', 'consent_marketing', 'ad_click_ids'])
        .where('click_id', 'in', [statisticsOnly, refused, unanswered, crawler]),
    )
    const kept = (clickId: string) => {
      const click = clicks.find((row) => row.click_id === clickId)
      return click && { ...click, click_id: undefined }
    }
    expect(kept(statisticsOnly)).toEqual({ consent_statistics: 1, consent_marketing: 0, ad_click_ids: null })
    expect(kept(refused)).toEqual({ consent_statistics: 0, consent_marketing: 0, ad_click_ids: null })
    expect(kept(unanswered)).toEqual({ consent_statistics: null, consent_marketing: null, ad_click_ids: null })
    expect(JSON.parse(String(kept(crawler)?.ad_click_ids))).toEqual({ fbclid: 'FBCLID-1', gclid: 'GCLID-1' })
  })

  test('a platform that is down loses nothing: once it is back, each conversion is delivered once', async () => {
    const impressionId = await visit()
    const clickId = await clickOut(impressionId, consentCookie({ statistics: true, marketing: true }))
    await platforms.stop()
    let t0 = new Date()
    try {
      await postback(clickId, { event: 'lead', payout: '12', currency: 'EUR', txid: `L-${++txid}` })
      t0 = new Date()
      expect(await forward(t0)).toEqual({ delivered: 0, retrying: 2, failed: 0 })
      const report = await buildReport(database, { by: 'day', format: 'table', from: '2026-01-01', to: '2026-01-01' })
      expect(report).toContain('Conversions not yet forwarded:')
      expect(report).toMatch(/meta: 1 pending, 0 failed, \d+ forwarded; last error: unreachable \(ECONNREFUSED\)/)
    } finally {
      await platforms.start()
    }
    // Not due yet: nothing is sent.
    expect(await forward(new Date(t0.getTime() + retryDelayMs(1) - 1000))).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    })
    expect(await forward(new Date(t0.getTime() + retryDelayMs(1)))).toEqual({ delivered: 2, retrying: 0, failed: 0 })
    expect(await forward(new Date(t0.getTime() + 3_600_000))).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(platforms.ga4().map(({ body }) => body.events)).toEqual([
      [{ name: 'HBC', params: { transaction_id: `income:L-${txid}`, value: 12, currency: 'EUR' } }],
    ])
    expect(platforms.meta()).toHaveLength(1)
  })

  test('two processes forwarding at once send each conversion once', async () => {
    const impressionId = await visit()
    const clickId = await clickOut(impressionId, consentCookie({ statistics: true, marketing: true }))
    const txids = Array.from({ length: 5 }, () => `P-${++txid}`)
    for (const id of txids) await postback(clickId, { event: 'first_deposit', payout: '10', currency: 'EUR', txid: id })
    const second = testDb.open()
    try {
      const now = new Date()
      const rounds = await Promise.all(
        [database, second, database, second].map((db) =>
          forwardDueConversions({ database: db, targets, now: () => now }),
        ),
      )
      expect(rounds.reduce((sum, round) => sum + round.delivered, 0)).toBe(10)
      const sent = platforms
        .ga4()
        .map(({ body }) => (body.events as Array<{ params: { transaction_id: string } }>)[0]?.params.transaction_id)
      expect(sent.sort()).toEqual(txids.map((id) => `income:${id}`).sort())
      expect(platforms.meta()).toHaveLength(5)
    } finally {
      await second.close()
    }
  })

  test('a visit that left no id a platform matches on is marked unmatched and never sent', async () => {
    const response = await post('/api/impression', {
      device: { timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
      trackingData: { subId: 'plain' },
      locale: 'de-DE',
    })
    const { impression } = (await response.json()) as { impression: { id: string } }
    const clickId = await fetch(api.url(`/go/mega-casino/?imp=${impression.id}`), {
      redirect: 'manual',
      headers: { cookie: consentCookie({ statistics: true, marketing: true }), 'user-agent': browser },
    }).then((answer) => new URL(answer.headers.get('location') ?? '').searchParams.get('clickref') ?? '')
    await postback(clickId, { event: 'registration', txid: `U-${++txid}` })
    expect(await forward()).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(platforms.received).toEqual([])
    const states = await database.all(
      database.query
        .selectFrom('conversion_forwards as f')
        .innerJoin('conversions as cv', 'cv.id', 'f.conversion_id')
        .select(['f.platform', 'f.status'])
        .where('cv.click_id', '=', clickId)
        .orderBy('f.platform'),
    )
    expect(states).toEqual([
      { platform: 'ga4', status: 'unmatched' },
      { platform: 'meta', status: 'unmatched' },
    ])
  })

  test('erasing a person removes their click ids and stops their pending lead and conversion forwards', async () => {
    const impressionId = await visit()
    const clickId = await clickOut(impressionId, consentCookie({ statistics: true, marketing: true }))
    const email = `erased.${Date.now()}@example.de`
    const signup = await post('/api/signups', {
      locale: 'de-DE',
      name: 'Erika Mustermann',
      email,
      phone: '0151 13572468',
      consentToContact: true,
      partnerId: 'kreditpartner',
      impressionId,
      fillTimeMs: 9000,
    })
    expect(signup.status).toBe(202)
    await postback(clickId, { event: 'first_deposit', payout: '50', currency: 'EUR', txid: `E-${++txid}` })
    const click = () =>
      database.all(
        database.query.selectFrom('clicks').select(['ad_click_ids', 'target_url']).where('click_id', '=', clickId),
      )
    expect(JSON.stringify(await click())).toContain('FBCLID-1')

    const target =
      'postgresUrl' in testDb.target
        ? { DATABASE_URL: testDb.target.postgresUrl }
        : { LEADS_DB_PATH: testDb.target.sqlitePath }
    const { DATABASE_URL: _url, LEADS_DB_PATH: _path, ...inherited } = process.env
    const erased = await promisify(execFile)(process.execPath, ['scripts/privacy.ts', 'erase', '--email', email], {
      env: { ...inherited, ...target },
    })
    expect(JSON.parse(erased.stdout)).toEqual({ erased: 5 })

    expect(await click()).toEqual([{ ad_click_ids: null, target_url: '' }])
    const visitRows = JSON.stringify(
      await Promise.all([
        database.all(database.query.selectFrom('impressions').selectAll().where('id', '=', impressionId)),
        database.all(database.query.selectFrom('client_ids').selectAll().where('impression_id', '=', impressionId)),
        database.all(database.query.selectFrom('clicks').selectAll().where('impression_id', '=', impressionId)),
      ]),
    )
    for (const id of ['FBCLID-1', 'GCLID-1', 'GA1.1.1234567', 'fb.1.1764000000000']) expect(visitRows).not.toContain(id)

    // The platforms and the partner are up: nothing about the person reaches them.
    expect(await forward()).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    const leads = await deliverDueLeads({
      database,
      endpoints: new Map([['kreditpartner', `${platforms.origin}/leads`]]),
    })
    expect(leads).toEqual({ delivered: 0, retrying: 0, failed: 0 })
    expect(platforms.received).toEqual([])
    const forwards = await database.all(
      database.query
        .selectFrom('conversion_forwards as f')
        .innerJoin('conversions as cv', 'cv.id', 'f.conversion_id')
        .select(['f.platform', 'f.status', 'f.error'])
        .where('cv.click_id', '=', clickId)
        .orderBy('f.platform'),
    )
    expect(forwards).toEqual([
      { platform: 'ga4', status: 'unmatched', error: erasedForwardError },
      { platform: 'meta', status: 'unmatched', error: erasedForwardError },
    ])
    const [lead] = await database.all(
      database.query
        .selectFrom('signups')
        .select(['delivery_status', 'email'])
        .where('impression_id', '=', impressionId),
    )
    expect(lead).toEqual({ delivery_status: null, email: '' })
  }, 30_000)
})
