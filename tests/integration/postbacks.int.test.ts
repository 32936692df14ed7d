// Conversions posted back by partners' servers over real HTTP, on SQLite and PostgreSQL: a
// click-out, its postback, a repeated one, forged ones, an unknown click, another network's click,
// the secret in the Authorization header and bad values, each checked by its answer and by the rows
// it left.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { reportCounts, reportRows } from '../../app/server/leads/report.server.ts'
import type { LeadsDatabase } from '../../app/server/leads/store/leads-database.server.ts'
import { type LeadsApiServer, serveLeadsApi } from '../support/leads-api-server.ts'
import { freshLeadsDatabase, leadsStoreKinds, type TestLeadsDatabase } from '../support/leads-stores.ts'

const token = 'n3tw0rk-secret=='
/** The secret of the network of the fixture's other casino (spin-palace). */
const palaceToken = 'p4l4ce-secret'
/** Node's own User-Agent is a crawler's, whose click-outs the report leaves out. */
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' }

describe.each(leadsStoreKinds)('postbacks on %s', (kind) => {
  let testDb: TestLeadsDatabase
  let database: LeadsDatabase
  let api: LeadsApiServer
  let postbacksOff: LeadsApiServer

  beforeAll(async () => {
    testDb = await freshLeadsDatabase(kind)
    database = testDb.open()
    api = await serveLeadsApi(database, {
      postbackTokens: new Map([
        ['income', token],
        ['palace-partners', palaceToken],
      ]),
    })
    postbacksOff = await serveLeadsApi(database)
  })

  afterAll(async () => {
    await Promise.all([api.close(), postbacksOff.close()])
    await database.close()
    await testDb.drop()
  })

  /** A click-out of the fixture's templated casino: the click id the partner was sent. */
  async function clickOut(link = '?subid=news'): Promise<string> {
    const response = await fetch(api.url(`/go/mega-casino/${link}`), { redirect: 'manual', headers: browser })
    return new URL(response.headers.get('location') ?? '').searchParams.get('clickref') ?? ''
  }

  /** A click-out of the fixture's other casino, whose link has no place for the click id: read back from its row. */
  async function palaceClickOut(): Promise<string> {
    const response = await fetch(api.url('/go/spin-palace/'), { redirect: 'manual', headers: browser })
    expect(response.status).toBe(302)
    const [row] = await database.all(
      database.query
        .selectFrom('clicks')
        .select('click_id')
        .where('product_id', '=', 'spin-palace')
        .orderBy('id', 'desc')
        .limit(1),
    )
    return String(row?.click_id)
  }

  const postback = (query: Record<string, string>, server = api, network = 'income', headers: HeadersInit = {}) =>
    fetch(server.url(`/api/postback/${network}?${new URLSearchParams(query)}`), { headers })

  const conversions = () =>
    database.all(
      database.query
        .selectFrom('conversions')
        .select(['network', 'txid', 'click_id', 'event', 'payout', 'currency'])
        .orderBy('id'),
    )

  test('a postback is stored with its click; the network retrying it changes nothing', async () => {
    const clickId = await clickOut()
    const body = { click_id: clickId, event: 'first_deposit', payout: '120.50', currency: 'eur', txid: 'T-1', token }
    const first = await postback(body)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ recorded: true })
    const again = await postback(body)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ recorded: false })
    const rows = (await conversions()).filter((row) => row.txid === 'T-1')
    expect(rows.map((row) => ({ ...row, payout: Number(row.payout) }))).toEqual([
      { network: 'income', txid: 'T-1', click_id: clickId, event: 'first_deposit', payout: 120.5, currency: 'EUR' },
    ])
  })

  test('a rejection takes its payout back; a registration may carry none', async () => {
    const clickId = await clickOut()
    expect((await postback({ click_id: clickId, event: 'registration', payout: '', txid: 'T-2', token })).status).toBe(
      200,
    )
    expect(
      (await postback({ click_id: clickId, event: 'rejected', payout: '30', currency: 'EUR', txid: 'T-3', token }))
        .status,
    ).toBe(200)
    const rows = (await conversions()).filter((row) => row.click_id === clickId)
    expect(rows.map(({ event, payout, currency }) => ({ event, payout: Number(payout), currency }))).toEqual([
      { event: 'registration', payout: 0, currency: null },
      { event: 'rejected', payout: -30, currency: 'EUR' },
    ])
  })

  test.each([
    ['a wrong token', { token: 'guess' }, 'income'],
    ['no token', { token: undefined }, 'income'],
    ['another network', {}, 'other'],
  ])('%s: 403 and nothing stored', async (_, change, network) => {
    const clickId = await clickOut()
    const before = (await conversions()).length
    const query = Object.fromEntries(
      Object.entries({ click_id: clickId, event: 'lead', txid: 'F-1', token, ...change }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    )
    const response = await postback(query, api, network)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } })
    expect((await conversions()).length).toBe(before)
  })

  test("a network's own secret does not book another network's click: 404 as an unknown click, nothing stored", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const palaceClick = await palaceClickOut()
    const incomeClick = await clickOut()
    const before = (await conversions()).length
    for (const [network, secret, clickId] of [
      ['income', token, palaceClick],
      ['palace-partners', palaceToken, incomeClick],
    ] as const) {
      const response = await postback(
        { click_id: clickId, event: 'lead', txid: `X-${network}`, token: secret },
        api,
        network,
      )
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'unknown_click', field: 'click_id' } })
    }
    warn.mockRestore()
    expect((await conversions()).length).toBe(before)
    // Each network books its own product's click.
    const own = await postback(
      { click_id: palaceClick, event: 'lead', txid: 'X-own', token: palaceToken },
      api,
      'palace-partners',
    )
    expect(await own.json()).toEqual({ recorded: true })
    expect(await conversions()).toContainEqual(
      expect.objectContaining({ network: 'palace-partners', click_id: palaceClick }),
    )
  })

  test('the secret in the Authorization header books like the query parameter; a wrong one there is refused', async () => {
    const clickId = await clickOut()
    const query = { click_id: clickId, event: 'lead', txid: 'H-1' }
    const wrong = await postback(query, api, 'income', { authorization: 'Bearer guess' })
    expect(wrong.status).toBe(403)
    // The header decides: a right token in the query does not rescue a wrong one in the header.
    expect((await postback({ ...query, token }, api, 'income', { authorization: 'Bearer guess' })).status).toBe(403)
    expect((await postback(query, api, 'income', { authorization: token })).status).toBe(403)
    const right = await postback(query, api, 'income', { authorization: `Bearer ${token}` })
    expect(right.status).toBe(200)
    expect(await right.json()).toEqual({ recorded: true })
    expect((await conversions()).filter((row) => row.txid === 'H-1')).toMatchObject([
      { network: 'income', click_id: clickId },
    ])
  })

  test('without POSTBACK_TOKENS every postback is refused', async () => {
    const clickId = await clickOut()
    const response = await postback({ click_id: clickId, event: 'lead', txid: 'F-2', token }, postbacksOff)
    expect(response.status).toBe(403)
  })

  test('an unknown click: 404, reported, nothing stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const before = (await conversions()).length
    const response = await postback({ click_id: 'never-sent', event: 'lead', txid: 'U-1', token })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'unknown_click', field: 'click_id' } })
    expect(warn).toHaveBeenCalledWith(
      '[report]',
      'warning',
      'A postback named a click the site never sent',
      expect.objectContaining({ network: 'income', clickId: 'never-sent', txid: 'U-1' }),
    )
    warn.mockRestore()
    expect((await conversions()).length).toBe(before)
  })

  test.each([
    ['event', { event: 'purchase' }],
    ['payout', { payout: '-5' }],
    ['payout', { payout: '12,50' }],
    ['currency', { currency: 'EURO' }],
    ['currency', { payout: '10', currency: undefined }],
    ['txid', { txid: undefined }],
    ['txid', { txid: 'has space' }],
    ['click_id', { click_id: '<script>' }],
  ])('a bad %s: 400 naming it, nothing stored', async (field, change) => {
    const clickId = await clickOut()
    const before = (await conversions()).length
    const query = Object.fromEntries(
      Object.entries({
        click_id: clickId,
        event: 'deposit',
        payout: '10',
        currency: 'EUR',
        txid: `B-${field}`,
        token,
        ...change,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    const response = await postback(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_query', field } })
    expect((await conversions()).length).toBe(before)
  })

  test('other methods: 405', async () => {
    const response = await fetch(api.url('/api/postback/income'), { method: 'POST' })
    expect(response.status).toBe(405)
  })

  test("the report's revenue by channel and position is what was posted back", async () => {
    const impression = await fetch(api.url('/api/impression'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...browser },
      body: JSON.stringify({
        device: { timezoneOffset: -60, resolution: '1920x1080', language: 'de-DE' },
        trackingData: { subId: 'rev', googleClickId: 'G-REV' },
        locale: 'de-DE',
      }),
    })
    const { impression: visit } = (await impression.json()) as { impression: { id: string } }
    const first = await clickOut(`?imp=${visit.id}&page=/casino-boni/&pos=1`)
    const third = await clickOut(`?imp=${visit.id}&page=/casino-boni/&pos=3`)
    await clickOut(`?imp=${visit.id}&page=/casino-boni/&pos=3`)
    const posted: Array<Record<string, string>> = [
      { click_id: first, event: 'registration', txid: 'R-1' },
      { click_id: first, event: 'first_deposit', payout: '100', currency: 'EUR', txid: 'R-2' },
      { click_id: third, event: 'lead', payout: '12.5', currency: 'EUR', txid: 'R-3' },
      { click_id: third, event: 'lead', payout: '7', currency: 'USD', txid: 'R-4' },
      { click_id: third, event: 'rejected', payout: '2.5', currency: 'EUR', txid: 'R-5' },
    ]
    for (const body of posted) expect((await postback({ ...body, token })).status).toBe(200)
    const today = new Date().toISOString().slice(0, 10)
    const range = { from: today, to: today }
    const byChannel = reportRows(await reportCounts(database, 'channel', range))
    expect(byChannel.find((row) => row.key === 'google-ads')).toMatchObject({
      clickOuts: 3,
      conversions: 2,
      revenue: { EUR: 110, USD: 7 },
      clickConversionRate: 2 / 3,
      earningsPerClick: { EUR: 110 / 3, USD: 7 / 3 },
    })
    const byPosition = reportRows(await reportCounts(database, 'position', range))
    expect(byPosition.filter((row) => row.key === '1' || row.key === '3')).toEqual([
      expect.objectContaining({ key: '1', clickOuts: 1, conversions: 1, revenue: { EUR: 100 } }),
      expect.objectContaining({ key: '3', clickOuts: 2, conversions: 1, revenue: { EUR: 10, USD: 7 } }),
    ])
    const byPage = reportRows(await reportCounts(database, 'page', range))
    expect(byPage.find((row) => row.key === '/casino-boni/')).toMatchObject({
      clickOuts: 3,
      revenue: { EUR: 110, USD: 7 },
    })
    expect(byPage.find((row) => row.key === '/casino-boni/')?.impressions).toBeUndefined()
  })
})
