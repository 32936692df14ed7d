// The real CMS (Payload, cms/) with content/ imported on its first start: the site's CMS source
// answers every query exactly as the embedded store does; the CMS refuses what the site's zod
// schemas refuse, at the block's path; a publish or an unpublish (not an autosave) tells the site,
// signed, for list entries as for pages; a list entry's draft is read only in a preview; the export
// writes content/ back unchanged. In this order: the later tests change content.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieCategoriesLocale } from '../../app/api/content/client.ts'
import { wageringCalculatorExample } from '../../app/blocks/wagering-calculator/block.ts'
import { type ContentQuery, contentRequestUrl, itemCollections } from '../../app/contracts/content/content-query.ts'
import { blockEditorRefSchema } from '../../app/contracts/visual-editing.ts'
import { createCmsSource } from '../../app/server/content/cms/cms-source.server.ts'
import { listCollections } from '../../app/server/content/collections.server.ts'
import { readContentFiles } from '../../app/server/content/content-files.server.ts'
import { loadContent } from '../../app/server/content/load-content.server.ts'
import { openContentStore } from '../../app/server/content/seed-content-store.server.ts'
import { createStoreSource } from '../../app/server/content/store-source.server.ts'
import { signRevalidation } from '../../app/server/revalidate/revalidate-signature.server.ts'
import { appConfig, germanCasinoSiteId, type Website } from '../../app.config.ts'
import { type PayloadCms, startPayloadCms } from '../support/payload-cms.ts'
import { serveHandler } from '../support/serve-handler.ts'
import { randomSecret } from '../support/test-secrets.ts'

const revalidateSecret = randomSecret()

type Received = { body: string; signature: string | null }
let siteAnswer = 204
const received: Received[] = []
let site: Awaited<ReturnType<typeof serveHandler>>
let cms: PayloadCms

beforeAll(async () => {
  // Stands in for the site's /api/revalidate: records what the CMS sends and answers siteAnswer.
  site = await serveHandler(async (request) => {
    received.push({ body: await request.text(), signature: request.headers.get('x-revalidate-signature') })
    return new Response(null, { status: siteAnswer })
  })
  cms = await startPayloadCms({ SITE_URL: site.url ?? '', REVALIDATE_SECRET: revalidateSecret })
}, 120_000)

afterAll(async () => {
  await cms?.stop()
  await site?.close(true)
})

/** Every query the content API answers for the site's content, plus some that find nothing. */
function queriesOf(website: Website): ContentQuery[] {
  const content = loadContent(readContentFiles('content', website.id), website)
  const queries: ContentQuery[] = []
  for (const [locale, localeContent] of content.locales) {
    for (const collection of listCollections) queries.push({ kind: 'list', collection, locale })
    for (const collection of itemCollections) {
      const entries: readonly { id?: unknown }[] =
        collection === 'posts'
          ? (localeContent.posts ?? []).map(({ document }) => document)
          : (localeContent[collection] ?? [])
      for (const { id } of entries) queries.push({ kind: 'item', collection, id: String(id), locale })
      queries.push({ kind: 'item', collection, id: 'no-such-entry', locale })
    }
    queries.push({ kind: 'components', locale })
    for (const { document } of localeContent.pages ?? []) {
      queries.push({ kind: 'page', path: document.path, locale })
      queries.push({ kind: 'page', path: document.path, locale, draft: true })
    }
    queries.push({ kind: 'page', path: '/no-such-page/', locale })
    const posts = (localeContent.posts ?? []).map(({ document }) => document)
    queries.push({ kind: 'post-summaries', locale, featured: false })
    queries.push({ kind: 'post-summaries', locale, featured: true })
    for (const author of localeContent.authors ?? [])
      queries.push({ kind: 'post-summaries', locale, featured: false, author: author.id })
    queries.push({
      kind: 'post-summaries',
      locale,
      featured: false,
      names: [...posts.map((post) => post.name).reverse(), 'no-such-post'],
    })
  }
  // A locale the site does not have.
  queries.push({ kind: 'list', collection: 'authors', locale: 'fr-FR' })
  queries.push({ kind: 'list', collection: 'cookie-categories', locale: cookieCategoriesLocale })
  return queries
}

const parsed = (body: { json: string } | undefined) => (body ? JSON.parse(body.json) : 'not found')

/**
 * A CMS answer without the names a verified draft gives its blocks for visual editing (their CMS
 * rows, decision 094), which the embedded store, having no rows, never has; counts what it took out.
 */
function withoutEditorRefs(value: unknown, taken: { count: number }): unknown {
  return JSON.parse(JSON.stringify(value), (key, field: unknown) => {
    if (key !== 'editor' || !blockEditorRefSchema.safeParse(field).success) return field
    taken.count++
    return undefined
  })
}

describe.each(appConfig.websites.map((website) => [website.id, website] as const))(
  'site %i: the CMS source answers as the embedded store',
  (siteId, website) => {
    it('for every collection, entry, page, draft and post filter', async () => {
      const store = openContentStore({
        site: website,
        contentDir: 'content',
        dbPath: join(tmpdir(), `cms-parity-${process.pid}-${siteId}.sqlite`),
      }).store
      const embedded = createStoreSource(store)
      const fromCms = createCmsSource({ baseUrl: cms.url, site: website, apiKey: cms.siteApiKey })
      const queries = queriesOf(website)
      expect(queries.length).toBeGreaterThan(50)
      let namedInDrafts = 0
      for (const query of queries) {
        const [expected, actual] = await Promise.all([embedded.read(query), fromCms.read(query)])
        const editorRefs = { count: 0 }
        const fromCmsAnswer = withoutEditorRefs(parsed(actual), editorRefs)
        expect(fromCmsAnswer, contentRequestUrl(query)).toEqual(parsed(expected))
        // The drafts' blocks are named, and only theirs.
        if ('draft' in query && query.draft) namedInDrafts += editorRefs.count
        else expect(editorRefs.count, contentRequestUrl(query)).toBe(0)
      }
      expect(namedInDrafts).toBeGreaterThan(0)
      store.close()
    }, 60_000)
  },
)

/** Every file under dir, by path relative to it. */
function filesUnder(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return new Map(
    entries.map((entry) => {
      const path = join(entry.parentPath, entry.name)
      return [relative(dir, path), readFileSync(path, 'utf8')]
    }),
  )
}

/** Runs `npm run cms:export` into fresh content and public folders; answers them. */
function exportInto(): { contentDir: string; publicDir: string } {
  const contentDir = mkdtempSync(join(tmpdir(), 'cms-export-'))
  const publicDir = mkdtempSync(join(tmpdir(), 'cms-export-public-'))
  const run = spawnSync('scripts/cms', ['export'], {
    env: {
      ...process.env,
      CMS_DATABASE_PATH: cms.databasePath,
      CMS_MEDIA_DIR: cms.mediaDir,
      CONTENT_DIR: contentDir,
      PUBLIC_DIR: publicDir,
      PAYLOAD_SECRET: 'x',
    },
    encoding: 'utf8',
  })
  expect(run.status, run.stderr).toBe(0)
  return { contentDir, publicDir }
}

/** Every image path content/ refers to (the fields the contract marks as images hold paths under /images/). */
const contentImages = () =>
  new Set([...filesUnder('content').values()].flatMap((text) => text.match(/"\/images\/[\w./-]+"/g) ?? []))

describe('npm run cms:export', () => {
  it('writes back exactly content/ after the import, images included: a round trip changes no file', async () => {
    const { contentDir, publicDir } = exportInto()
    const original = filesUnder('content')
    const written = filesUnder(contentDir)
    expect([...written.keys()].sort()).toEqual([...original.keys()].sort())
    for (const [file, text] of original) expect(written.get(file), file).toBe(text)
    // Every image was imported into the media library once, and none needed writing back.
    const { totalDocs } = (await (await fetch(`${cms.url}/api/media?limit=1`)).json()) as { totalDocs: number }
    expect(totalDocs).toBe(contentImages().size)
    expect(readdirSync(publicDir)).toEqual([])
    rmSync(contentDir, { recursive: true })
    rmSync(publicDir, { recursive: true })
  }, 60_000)
})

type Doc = Record<string, unknown>
/** The administrator's headers: what the admin's own requests carry. */
const auth = () => cms.adminHeaders

async function findPage(path: string): Promise<Doc> {
  const search = new URLSearchParams({ 'where[path][equals]': path, 'where[site][equals]': '90', depth: '0' })
  const { docs } = (await (await fetch(`${cms.url}/api/pages?${search}`, { headers: auth() })).json()) as {
    docs: Doc[]
  }
  const [page] = docs
  if (!page) throw new Error(`no page at ${path}`)
  return page
}

async function patch(collection: string, id: unknown, data: Doc, query = '', language?: string) {
  const response = await fetch(`${cms.url}/api/${collection}/${id}?depth=0${query}`, {
    method: 'PATCH',
    headers: { ...auth(), ...(language && { 'accept-language': language }) },
    body: JSON.stringify(data),
  })
  return { status: response.status, body: (await response.json()) as Doc }
}

/** The field errors of a refused save: [{ path, message }] (a field's error also names its label). */
const fieldErrors = (body: Doc) =>
  (body.errors as { data?: { errors?: { path: string; message: string }[] } }[]).flatMap((error) =>
    (error.data?.errors ?? []).map(({ path, message }) => ({ path, message })),
  )

/** A PNG uploaded into the media library over REST, as the admin's form does. */
async function uploadPng(name: string, alt: string): Promise<Doc> {
  const form = new FormData()
  form.append('file', new Blob([readFileSync('public/og/default.png')], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt }))
  const response = await fetch(`${cms.url}/api/media?depth=0`, {
    method: 'POST',
    headers: { authorization: auth().authorization },
    body: form,
  })
  const body = (await response.json()) as { doc: Doc }
  expect(response.status, JSON.stringify(body)).toBe(201)
  return body.doc
}

async function findEntry(collection: string, contentId: string): Promise<Doc> {
  const search = new URLSearchParams({ 'where[site][equals]': '90', 'where[contentId][equals]': contentId, depth: '0' })
  const { docs } = (await (await fetch(`${cms.url}/api/${collection}?${search}`)).json()) as { docs: Doc[] }
  if (!docs[0]) throw new Error(`no ${collection} ${contentId}`)
  return docs[0]
}

describe('the media library', () => {
  it('refuses an image without alt text; cleans an SVG before storing it', async () => {
    const form = new FormData()
    form.append('file', new Blob([readFileSync('public/og/default.png')], { type: 'image/png' }), 'no-alt.png')
    form.append('_payload', JSON.stringify({}))
    const refused = await fetch(`${cms.url}/api/media`, {
      method: 'POST',
      headers: { authorization: auth().authorization },
      body: form,
    })
    expect(refused.status).toBe(400)
    expect(fieldErrors((await refused.json()) as Doc).map((error) => error.path)).toEqual(['alt'])

    const svg = new FormData()
    const evil =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>'
    svg.append('file', new Blob([evil], { type: 'image/svg+xml' }), 'Böses Logo.svg')
    svg.append('_payload', JSON.stringify({ alt: 'Ein Logo' }))
    const stored = await fetch(`${cms.url}/api/media`, {
      method: 'POST',
      headers: { authorization: auth().authorization },
      body: svg,
    })
    const { doc } = (await stored.json()) as { doc: Doc }
    expect(stored.status).toBe(201)
    expect(doc.filename).toBe('boses-logo.svg')
    const file = await (await fetch(`${cms.url}/api/media/file/boses-logo.svg`)).text()
    expect(file).toContain('<rect width="4" height="4"/>')
    expect(file).not.toMatch(/script|onload|alert/)
  })

  it("tells the site when an image's alt text or file changes, as a change of each entry showing it", async () => {
    const paypal = await findEntry('payment-providers', 'paypal')
    received.length = 0
    expect((await patch('media', paypal.logo, { alt: 'PayPal-Logo' })).status).toBe(200)
    expect(received.map(({ body }) => JSON.parse(body))).toEqual([
      expect.objectContaining({ collection: 'payment-providers', site: 90, locale: 'de-DE', ids: ['paypal'] }),
    ])
  })

  it('exports an image uploaded in the CMS to public/media/ with its widths, and content/ refers to it there', async () => {
    const upload = await uploadPng('Nordlicht neu.png', 'Nordlicht Casino Logo')
    expect(upload.filename).toBe('nordlicht-neu.png')
    const casino = await findEntry('products', 'nordlicht-casino')
    expect((await patch('products', casino.id, { logo: upload.id })).status).toBe(200)
    // The site reads the new logo's path under /media/.
    const website = appConfig.websites.find(({ id }) => id === 90)
    if (!website) throw new Error('no site 90')
    const read = await createCmsSource({ baseUrl: cms.url, site: website }).read({
      kind: 'item',
      collection: 'products',
      id: 'nordlicht-casino',
      locale: 'de-DE',
    })
    expect(JSON.parse(read?.json ?? '{}').logo).toBe('/media/nordlicht-neu.png')

    const { contentDir, publicDir } = exportInto()
    const products = JSON.parse(readFileSync(join(contentDir, '90/de-DE/products.json'), 'utf8')) as Doc[]
    expect(products.find((product) => product.id === 'nordlicht-casino')?.logo).toBe('/media/nordlicht-neu.png')
    expect(readdirSync(join(publicDir, 'media')).sort()).toEqual([
      'nordlicht-neu-160w.png',
      'nordlicht-neu-320w.png',
      'nordlicht-neu-640w.png',
      'nordlicht-neu.png',
    ])
    expect(readFileSync(join(publicDir, 'media/nordlicht-neu.png'))).toEqual(readFileSync('public/og/default.png'))
    rmSync(contentDir, { recursive: true })
    rmSync(publicDir, { recursive: true })
  }, 60_000)
})

describe('the CMS refuses what the site would refuse', () => {
  it('a published FAQ with no items, at the block path', async () => {
    const page = await findPage('/freispiele/')
    const blocks = page.blocks as Doc[]
    const { status, body } = await patch('pages', page.id, {
      _status: 'published',
      blocks: [...blocks, { blockType: 'faq', heading: 'Neu', items: [] }],
    })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toContainEqual({
      path: `blocks.${blocks.length}.items`,
      message: expect.stringMatching(/>=1|at least/i),
    })
  })

  it('a published block of an unknown type, by its path and name, in the language asked for', async () => {
    const page = await findPage('/freispiele/')
    const blocks = page.blocks as Doc[]
    const data = { _status: 'published', blocks: [...blocks, { blockType: 'bonusCalculator', heading: 'Rechner' }] }
    const english = await patch('pages', page.id, data, '', 'en')
    expect(english.status).toBe(400)
    expect(fieldErrors(english.body)).toEqual([
      { path: `blocks.${blocks.length}`, message: 'Unknown block type "bonusCalculator"' },
    ])
    // Asked for no language in particular: the CMS's own, German (cms/src/i18n.ts).
    const german = await patch('pages', page.id, data)
    expect(fieldErrors(german.body)).toEqual([
      { path: `blocks.${blocks.length}`, message: 'Unbekannter Blocktyp "bonusCalculator"' },
    ])
  })

  it("a casino's category score out of range, at its field", async () => {
    const search = new URLSearchParams({ 'where[site][equals]': '90', limit: '1', depth: '0' })
    const { docs } = (await (await fetch(`${cms.url}/api/products?${search}`)).json()) as { docs: Doc[] }
    const scores = docs[0]?.scores as Doc
    const { status, body } = await patch('products', docs[0]?.id, { scores: { ...scores, bonus: 7 } })
    expect(status).toBe(400)
    expect(fieldErrors(body).map((error) => error.path)).toEqual(['scores.bonus'])
  })

  it('a published wagering calculator whose RTP is above 100, at the block path', async () => {
    const page = await findPage('/casino-boni/')
    const blocks = page.blocks as Doc[]
    const calculator = { ...wageringCalculatorExample, rtp: 120 }
    const { status, body } = await patch('pages', page.id, { _status: 'published', blocks: [...blocks, calculator] })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toContainEqual({
      path: `blocks.${blocks.length}.rtp`,
      message: expect.stringMatching(/<=100|at most/i),
    })
  })

  it('and publishes a valid one, which the site reads back as given', async () => {
    const page = await findPage('/casino-boni/')
    const blocks = page.blocks as Doc[]
    const { status } = await patch('pages', page.id, {
      _status: 'published',
      blocks: [...blocks, wageringCalculatorExample],
    })
    expect(status).toBe(200)
    const website = appConfig.websites.find(({ id }) => id === germanCasinoSiteId)
    if (!website) throw new Error('no German casino site')
    const fromCms = createCmsSource({ baseUrl: cms.url, site: website, apiKey: cms.siteApiKey })
    const answer = await fromCms.read({ kind: 'page', path: '/casino-boni/', locale: 'de-DE' })
    const published = parsed(answer) as { blocks: Doc[] }
    expect(published.blocks.at(-1)).toMatchObject(wageringCalculatorExample)
    // Restored, so later tests see the page as content/ has it.
    expect((await patch('pages', page.id, { _status: 'published', blocks })).status).toBe(200)
  })

  it("a casino published with another casino's licence number, at the number's field", async () => {
    const holder = await findEntry('products', 'nordlicht-casino')
    const copy = await findEntry('products', 'glueckshafen')
    const number = String((holder.licence as Doc).number)
    const { status, body } = await patch('products', copy.id, {
      _status: 'published',
      licence: { ...(copy.licence as Doc), number: ` ${number.toLowerCase()}` },
    })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toEqual([
      {
        path: 'licence.number',
        message: `Licence number " ${number.toLowerCase()}" is already casino "nordlicht-casino"'s; a licence belongs to one casino`,
      },
    ])
  })

  it('but keeps a draft with such a block: the preview shows its placeholder', async () => {
    const page = await findPage('/freispiele/')
    const blocks = page.blocks as Doc[]
    const { status } = await patch(
      'pages',
      page.id,
      { _status: 'draft', blocks: [...blocks, { blockType: 'faq', items: [] }] },
      '&draft=true&autosave=true',
    )
    expect(status).toBe(200)
  })
})

describe('a page moved in the CMS keeps a redirect from its old path', () => {
  const redirectsOf = async () => {
    const search = new URLSearchParams({ 'where[site][equals]': '90', 'where[locale][equals]': 'de-DE', depth: '0' })
    const { docs } = (await (await fetch(`${cms.url}/api/redirects?${search}&limit=100`)).json()) as { docs: Doc[] }
    return docs.map(({ from, to }) => `${from} -> ${to}`).sort()
  }
  const move = async (page: Doc, path: string) =>
    expect((await patch('pages', page.id, { _status: 'published', path })).status).toBe(200)

  it('a publish that changes the path adds the redirect and tells the site of both', async () => {
    const page = await findPage('/online-casinos-mit-skrill/')
    received.length = 0
    await move(page, '/skrill-casinos/')
    expect(await redirectsOf()).toEqual([
      '/datenschutz/ -> /privacy-policy/',
      '/online-casinos-mit-skrill/ -> /skrill-casinos/',
    ])
    expect(received.map(({ body }) => JSON.parse(body))).toEqual([
      expect.objectContaining({
        collection: 'redirects',
        site: 90,
        locale: 'de-DE',
        ids: ['online-casinos-mit-skrill'],
      }),
      expect.objectContaining({
        collection: 'pages',
        paths: expect.arrayContaining(['/online-casinos-mit-skrill/', '/skrill-casinos/']),
      }),
    ])
    // The site reads it through the CMS source, as every collection.
    const website = appConfig.websites.find(({ id }) => id === 90)
    if (!website) throw new Error('no site 90')
    const read = await createCmsSource({ baseUrl: cms.url, site: website }).read({
      kind: 'list',
      collection: 'redirects',
      locale: 'de-DE',
    })
    expect(JSON.parse(read?.json ?? '[]')).toContainEqual({
      id: 'online-casinos-mit-skrill',
      from: '/online-casinos-mit-skrill/',
      to: '/skrill-casinos/',
    })
  })

  it('moved again, every old path leads to the new one in one hop; moved back, nothing leads away from it', async () => {
    const page = await findPage('/skrill-casinos/')
    await move(page, '/casinos-mit-skrill/')
    expect(await redirectsOf()).toEqual([
      '/datenschutz/ -> /privacy-policy/',
      '/online-casinos-mit-skrill/ -> /casinos-mit-skrill/',
      '/skrill-casinos/ -> /casinos-mit-skrill/',
    ])
    await move(page, '/online-casinos-mit-skrill/')
    expect(await redirectsOf()).toEqual([
      '/casinos-mit-skrill/ -> /online-casinos-mit-skrill/',
      '/datenschutz/ -> /privacy-policy/',
      '/skrill-casinos/ -> /online-casinos-mit-skrill/',
    ])
  })

  it('a saved draft with another path adds none; editors cannot point a redirect off the site', async () => {
    const page = await findPage('/online-casinos-mit-neteller/')
    const before = await redirectsOf()
    expect((await patch('pages', page.id, { path: '/neteller/' }, '&draft=true&autosave=true')).status).toBe(200)
    expect(await redirectsOf()).toEqual(before)
    const response = await fetch(`${cms.url}/api/redirects?depth=0`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({
        site: '90',
        locale: 'de-DE',
        contentId: 'weg',
        from: '/weg/',
        to: 'https://evil.example/',
      }),
    })
    expect(response.status).toBe(400)
    expect(fieldErrors((await response.json()) as Doc).map((error) => error.path)).toEqual(['to'])
  })
})

describe("a list entry's change", () => {
  it('saved as a draft is not live and tells no one; a preview reads it; its publish tells the site', async () => {
    const website = appConfig.websites.find(({ id }) => id === 90)
    if (!website) throw new Error('no site 90')
    const search = new URLSearchParams({ 'where[site][equals]': '90', 'where[contentId][equals]': 'glueckshafen' })
    const { docs } = (await (await fetch(`${cms.url}/api/products?${search}&depth=0`)).json()) as { docs: Doc[] }
    const [casino] = docs
    if (!casino) throw new Error('no casino glueckshafen')
    const bonus = casino.bonus as Doc
    const headline = 'Entwurf: 300 % bis 300 €'
    const published = createCmsSource({ baseUrl: cms.url, site: website })
    const preview = createCmsSource({ baseUrl: cms.url, site: website, apiKey: cms.siteApiKey })
    const headlines = async (source: typeof published, draft?: true) => {
      const list = await source.read({ kind: 'list', collection: 'products', locale: 'de-DE', draft })
      const item = await source.read({
        kind: 'item',
        collection: 'products',
        id: 'glueckshafen',
        locale: 'de-DE',
        draft,
      })
      const fromList = (parsed(list) as { id: string; bonus: { headline: string } }[]).find(
        (entry) => entry.id === 'glueckshafen',
      )
      return [fromList?.bonus.headline, (parsed(item) as { bonus: { headline: string } }).bonus.headline]
    }

    received.length = 0
    const draft = await patch(
      'products',
      casino.id,
      { _status: 'draft', bonus: { ...bonus, headline } },
      '&draft=true&autosave=true',
    )
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    expect(received).toEqual([])
    expect(await headlines(published)).toEqual([bonus.headline, bonus.headline])
    expect(await headlines(preview, true)).toEqual([headline, headline])
    // Without the key the CMS gives no drafts, whatever is asked.
    const anonymous = await published.read({ kind: 'list', collection: 'products', locale: 'de-DE', draft: true })
    expect(anonymous?.json).not.toContain(headline)

    expect((await patch('products', casino.id, { _status: 'published' })).status).toBe(200)
    expect(received.map(({ body }) => JSON.parse(body))).toEqual([
      expect.objectContaining({ collection: 'products', site: 90, locale: 'de-DE', ids: ['glueckshafen'] }),
    ])
    expect(await headlines(published)).toEqual([headline, headline])
  })
})

const signature = (body: string) => signRevalidation(revalidateSecret, body)
/** The query of the admin's Unpublish (its body is `{ _status: 'draft' }`). */
const unpublishQuery = '&fallback-locale=null&unpublishAllLocales=true'

describe('a publish tells the site', () => {
  it('signed, with the page path; an autosaved draft does not', async () => {
    const page = await findPage('/casino-boni/')
    const meta = page.meta as Doc
    received.length = 0
    const draft = await patch(
      'pages',
      page.id,
      { _status: 'draft', meta: { ...meta, title: 'Entwurf' } },
      '&draft=true&autosave=true',
    )
    expect(draft.status).toBe(200)
    expect(received).toEqual([])
    const published = await patch('pages', page.id, {
      _status: 'published',
      meta: { ...meta, title: 'Casino Boni 2026' },
    })
    expect(published.status).toBe(200)
    expect(received).toHaveLength(1)
    const [sent] = received
    expect(sent?.signature).toBe(signature(sent?.body ?? ''))
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      collection: 'pages',
      site: 90,
      locale: 'de-DE',
      paths: ['/casino-boni/'],
      sentAt: expect.any(String),
    })
  })

  it('an unpublish takes the page off the site; a draft saved after it does not', async () => {
    const page = await findPage('/casino-boni/')
    received.length = 0
    // What the admin's Unpublish button sends (Payload 3.90: a plain update, no draft=true).
    expect((await patch('pages', page.id, { _status: 'draft' }, unpublishQuery)).status).toBe(200)
    expect(received.map(({ body }) => JSON.parse(body))).toEqual([
      expect.objectContaining({ collection: 'pages', site: 90, paths: ['/casino-boni/'] }),
    ])
    // What the site reads once told: no page there (the key still reads it as a draft).
    const website = appConfig.websites.find(({ id }) => id === 90)
    if (!website) throw new Error('no site 90')
    const query = { kind: 'page', path: '/casino-boni/', locale: 'de-DE' } as const
    expect(await createCmsSource({ baseUrl: cms.url, site: website }).read(query)).toBeUndefined()
    expect(
      await createCmsSource({ baseUrl: cms.url, site: website, apiKey: cms.siteApiKey }).read({
        ...query,
        draft: true,
      }),
    ).toBeDefined()
    received.length = 0
    const meta = page.meta as Doc
    const draft = await patch('pages', page.id, { meta: { ...meta, title: 'Entwurf' } }, '&draft=true&autosave=true')
    expect(draft.status).toBe(200)
    expect(received).toEqual([])
    expect((await patch('pages', page.id, { _status: 'published' })).status).toBe(200)
    expect(received).toHaveLength(1)
  })

  it('an unpublish names the path the page was published at, not the one its draft moved it to', async () => {
    const page = await findPage('/online-casinos-mit-trustly/')
    received.length = 0
    const draft = await patch('pages', page.id, { path: '/trustly-casinos/' }, '&draft=true&autosave=true')
    expect(draft.status).toBe(200)
    expect(received).toEqual([])
    expect((await patch('pages', page.id, { _status: 'draft' }, unpublishQuery)).status).toBe(200)
    expect(received.map(({ body }) => JSON.parse(body))).toEqual([
      expect.objectContaining({ collection: 'pages', site: 90, paths: ['/online-casinos-mit-trustly/'] }),
    ])
  })

  it('names a changed entry by its content id', async () => {
    const search = new URLSearchParams({
      'where[site][equals]': '90',
      'where[contentId][equals]': 'paypal',
      depth: '0',
    })
    const { docs } = (await (await fetch(`${cms.url}/api/payment-providers?${search}`)).json()) as { docs: Doc[] }
    received.length = 0
    expect((await patch('payment-providers', docs[0]?.id, { fees: 'Keine' })).status).toBe(200)
    expect(received.map(({ body }) => JSON.parse(body))).toEqual([
      expect.objectContaining({ collection: 'payment-providers', site: 90, locale: 'de-DE', ids: ['paypal'] }),
    ])
  })

  it('and the save succeeds when the site fails or is gone', async () => {
    const page = await findPage('/casino-boni/')
    siteAnswer = 500
    expect((await patch('pages', page.id, { _status: 'published' })).status).toBe(200)
    siteAnswer = 204
    await site.close(true)
    expect((await patch('pages', page.id, { _status: 'published' })).status).toBe(200)
    expect(cms.log()).toMatch(/Revalidation at .* answered 500/)
    expect(cms.log()).toMatch(/Revalidation at .* failed/)
  })
})
