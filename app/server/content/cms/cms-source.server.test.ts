// The CMS source against an impolite CMS: failures, garbage and answers the contract refuses are
// upstream errors (the cache serves its last good copy, or the site answers 503), never content;
// drafts are asked for with the key, published content without it (and only what is published).
import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../../app.config.ts'
import type { ContentQuery } from '../../../contracts/content/content-query.ts'
import { ContentUpstreamError } from '../content-source.server.ts'
import { siteLocales } from '../parse-content-files.server.ts'
import { createCmsSource } from './cms-source.server.ts'

const site =
  appConfig.websites[0] ??
  (() => {
    throw new Error('no website configured')
  })()
const [locale = ''] = siteLocales(site)

type Asked = { url: URL; authorization: string | null }

/** A CMS that answers every request with answer(), recording what it was asked. */
function cmsAnswering(answer: () => Response | Promise<Response>) {
  const asked: Asked[] = []
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: new URL(String(input)), authorization: new Headers(init?.headers).get('authorization') })
    return answer()
  }) as typeof fetch
  const source = createCmsSource({ baseUrl: 'http://cms.test/', site, apiKey: 'the-key', fetch: fetchImpl })
  return { source, asked }
}

const docs = (list: unknown) => () => Response.json({ docs: list })
const authors: ContentQuery = { kind: 'list', collection: 'authors', locale }

describe('the CMS source, when the CMS misbehaves', () => {
  it.each([
    ['answers 500', () => new Response('oops', { status: 500 })],
    ['answers 404 for a collection', () => new Response('no', { status: 404 })],
    ['sends no JSON', () => new Response('<html>maintenance</html>', { status: 200 })],
    ['sends no list of documents', () => Response.json({ docs: 'none' })],
    ['sends a list of non-documents', docs([1, 2])],
    ['sends documents the contract refuses', docs([{ contentId: 5 }])],
    [
      'hangs up',
      () => {
        throw new TypeError('fetch failed')
      },
    ],
  ])('throws an upstream error when it %s', async (_, answer) => {
    const { source } = cmsAnswering(answer)
    await expect(source.read(authors)).rejects.toBeInstanceOf(ContentUpstreamError)
  })

  it('refuses post summaries of a post without a date before sorting them', async () => {
    const { source } = cmsAnswering(docs([{ contentId: 'a', name: 'a' }, { contentId: 'b' }]))
    await expect(source.read({ kind: 'post-summaries', locale, featured: false })).rejects.toBeInstanceOf(
      ContentUpstreamError,
    )
  })
})

describe('the CMS source asks', () => {
  it("for one site's documents in one locale, unpaginated", async () => {
    const { source, asked } = cmsAnswering(docs([]))
    expect(await source.read({ kind: 'item', collection: 'slots', id: 'starburst', locale })).toBeUndefined()
    const [request] = asked
    expect(request?.url.pathname).toBe('/api/slots')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toMatchObject({
      'where[site][equals]': String(site.id),
      'where[locale][equals]': locale,
      'where[contentId][equals]': 'starburst',
      'where[_status][equals]': 'published',
      pagination: 'false',
    })
    expect(request?.authorization).toBeNull()
  })

  it.each<ContentQuery>([
    { kind: 'page', path: '/', locale },
    { kind: 'list', collection: 'products', locale },
    { kind: 'item', collection: 'finance-products', id: 'a', locale },
    { kind: 'components', locale },
    { kind: 'post-summaries', locale, featured: false },
  ])('for drafts of $kind only in a preview, with the key; else for what is published, without it', async (query) => {
    const { source, asked } = cmsAnswering(docs([]))
    await source.read({ ...query, draft: true }).catch(() => undefined)
    await source.read(query).catch(() => undefined)
    expect(
      asked.map(({ url, authorization }) => [
        url.searchParams.get('draft'),
        url.searchParams.get('where[_status][equals]'),
        authorization,
      ]),
    ).toEqual([
      ['true', null, 'users API-Key the-key'],
      [null, 'published', null],
    ])
  })

  it("names each block of a draft by its CMS row, and a published page's by nothing", async () => {
    const page = {
      id: 12,
      path: '/a/',
      meta: { title: 'A', description: 'A page', noFollow: false, noIndex: false },
      contentUpdatedAt: '2026-01-01',
      blocks: [
        { id: 'row-a', blockType: 'richText', html: '<p>A</p>' },
        { id: 'row-b', blockType: 'carousel', slides: [] },
        { id: 'row-c', blockType: 'faq', contentId: 'fragen', items: [{ question: 'Q', answer: '<p>A</p>' }] },
      ],
    }
    const { source } = cmsAnswering(docs([page]))
    const query: ContentQuery = { kind: 'page', path: '/a/', locale }
    const editorsOf = async (draft: boolean) => {
      const body = await source.read({ ...query, draft })
      const { blocks } = JSON.parse(body?.json ?? '{}') as { blocks: { editor?: unknown }[] }
      return blocks.map((block) => block.editor)
    }
    expect(await editorsOf(true)).toEqual([
      { id: 'row-a', path: 'blocks.0', document: 'pages/12', label: { de: 'Text', en: 'Rich text' } },
      // A type the site does not know: nothing it could outline.
      undefined,
      { id: 'row-c', path: 'blocks.2', document: 'pages/12', label: { de: 'FAQ', en: 'FAQ' } },
    ])
    expect(await editorsOf(false)).toEqual([undefined, undefined, undefined])
  })

  it('nothing for a locale the site does not have', async () => {
    const { source, asked } = cmsAnswering(docs([]))
    expect(await source.read({ kind: 'list', collection: 'authors', locale: 'xx-XX' })).toBeUndefined()
    expect(await source.read({ kind: 'post-summaries', locale: 'xx-XX', featured: false })).toBeUndefined()
    expect(asked).toEqual([])
  })
})
