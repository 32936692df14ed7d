import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../../app.config.ts'
import { blockTypes } from '../../../blocks/catalogue.ts'
import { readContentFiles } from '../content-files.server.ts'
import { loadContent } from '../load-content.server.ts'
import { cmsCollection } from './cms-collections.server.ts'
import { blockFieldsByType, cmsPath, fromCms, toCms } from './cms-document.server.ts'

type Doc = Record<string, unknown>

const pages = cmsCollection('pages')

/** Every document of content/, with the CMS collection it belongs to. */
function everyDocument(): { slug: Parameters<typeof cmsCollection>[0]; doc: Doc; where: string }[] {
  const found: { slug: Parameters<typeof cmsCollection>[0]; doc: Doc; where: string }[] = []
  for (const site of appConfig.websites) {
    const files = readContentFiles('content', site.id)
    if (files.files.size === 0) continue
    for (const [locale, content] of loadContent(files, site).locales) {
      const { components, pages: pageDocs, posts, drafts, ...lists } = content
      for (const [slug, entries] of Object.entries(lists))
        for (const entry of entries ?? [])
          found.push({ slug: slug as never, doc: entry, where: `${site.id}/${locale}/${slug}` })
      if (components) found.push({ slug: 'components', doc: components, where: `${site.id}/${locale}/components` })
      for (const { name, document } of [...(pageDocs ?? []), ...(drafts ?? [])])
        found.push({ slug: 'pages', doc: document, where: `${site.id}/${locale}/${name}` })
      for (const { name, document } of posts ?? [])
        found.push({ slug: 'posts', doc: document, where: `${site.id}/${locale}/${name}` })
    }
  }
  return found
}

describe('a content document in the CMS and back', () => {
  it('comes back unchanged, for every document of content/', () => {
    const documents = everyDocument()
    expect(documents.length).toBeGreaterThan(200)
    for (const { slug, doc, where } of documents) {
      const { fields } = cmsCollection(slug)
      expect(fromCms(fields, toCms(fields, doc)), where).toEqual(doc)
    }
  })

  it('holds each image as a media document of the library, and maps it back to the same path', () => {
    const ids = new Map<string, number>()
    const paths = new Map<number, string>()
    const library = {
      idOf: (path: string) => {
        if (!ids.has(path)) {
          ids.set(path, ids.size + 1)
          paths.set(ids.size, path)
        }
        return ids.get(path)
      },
      pathOf: (id: number | string) => paths.get(Number(id)),
    }
    for (const { slug, doc, where } of everyDocument()) {
      const { fields } = cmsCollection(slug)
      expect(fromCms(fields, toCms(fields, doc, library), library), where).toEqual(doc)
    }
    // Every image of content/: the logos, avatars, slots' and posts' images, finance products' logos.
    expect(ids.size).toBeGreaterThan(50)
    const casino = toCms(cmsCollection('products').fields, { id: 'x', logo: '/images/casinos/x.svg' }, library)
    expect(casino).toEqual({ contentId: 'x', logo: ids.get('/images/casinos/x.svg') })
    const finance = toCms(cmsCollection('finance-products').fields, { id: 'y', kind: 'loan', logo: '/f.svg' }, library)
    expect(finance).toEqual({ contentId: 'y', logo: ids.get('/f.svg'), entry: { kind: 'loan' } })
  })

  it("reads an image the CMS answers with its media document: content/'s path, else the upload's under /media/", () => {
    const { fields } = cmsCollection('authors')
    const imported = { id: 3, filename: 'lena.svg', sitePath: '/images/authors/lena.svg', width: 96, height: 96 }
    expect(fromCms(fields, { avatar: imported }).avatar).toBe('/images/authors/lena.svg')
    expect(fromCms(fields, { avatar: { ...imported, sitePath: null, filename: 'lena-1.png' } }).avatar).toBe(
      '/media/lena-1.png',
    )
    // An optional image left empty is absent; a media document the CMS no longer has, too.
    expect(fromCms(fields, { avatar: null })).not.toHaveProperty('avatar')
    expect(fromCms(fields, { avatar: 9 }, { pathOf: () => undefined }).avatar).toBe(9)
  })

  it("keeps Payload's own names out of the contract: ids and updatedAt are renamed", () => {
    const cms = toCms(pages.fields, {
      path: '/x/',
      updatedAt: '2026-01-01',
      blocks: [{ blockType: 'faq', id: 'fragen', items: [{ question: 'Q', answer: 'A' }] }],
    })
    expect(cms).toEqual({
      path: '/x/',
      contentUpdatedAt: '2026-01-01',
      blocks: [{ blockType: 'faq', contentId: 'fragen', items: [{ question: 'Q', answerHtml: 'A' }] }],
    })
  })

  it("keeps a rich text's HTML beside the editor's state, and reads the HTML back", () => {
    const block = { blockType: 'richText', html: '<p>Hallo</p>' }
    expect(toCms(pages.fields, { blocks: [block] }).blocks).toEqual([
      { blockType: 'richText', htmlHtml: '<p>Hallo</p>' },
    ])
    const editorState = { root: { type: 'root', children: [] } }
    const stored = { blockType: 'richText', html: editorState, htmlHtml: '<p>Hallo</p>' }
    expect(fromCms(pages.fields, { blocks: [stored] }).blocks).toEqual([block])
  })

  it('drops what Payload adds: row and block ids, block names, nulls; an empty optional group is absent', () => {
    const fromPayload = {
      id: 7,
      site: '90',
      locale: 'de-DE',
      _status: 'published',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      path: '/x/',
      meta: { title: 'T', description: 'D', noFollow: false, noIndex: false },
      contentUpdatedAt: '2026-11-20',
      blocks: [
        {
          id: '6740c0ffee',
          blockName: null,
          blockType: 'faq',
          contentId: null,
          heading: '',
          items: [{ id: 'r1', question: 'Q', answer: { root: {} }, answerHtml: 'A' }],
        },
        { id: '6740c0ffef', blockType: 'casinoList', heading: null, filter: { bonus: null }, sort: null, limit: null },
      ],
    }
    expect(fromCms(pages.fields, fromPayload)).toEqual({
      path: '/x/',
      meta: { title: 'T', description: 'D', noFollow: false, noIndex: false },
      updatedAt: '2026-11-20',
      blocks: [
        { blockType: 'faq', items: [{ question: 'Q', answer: 'A' }] },
        // The schema's default fills an empty field, as zod fills it for content/.
        { blockType: 'casinoList', filter: {}, sort: 'rank' },
      ],
    })
  })

  it("reads a casino's empty review blocks as none, and its blocks as the contract's", () => {
    const products = cmsCollection('products')
    expect(fromCms(products.fields, { blocks: [] })).not.toHaveProperty('blocks')
    const faq = { blockType: 'faq', items: [{ question: 'Q', answer: 'A' }] }
    const stored = { blockType: 'faq', items: [{ question: 'Q', answerHtml: 'A' }], id: 'row', blockName: null }
    expect(fromCms(products.fields, { blocks: [stored] }).blocks).toEqual([faq])
  })

  it('keeps an unknown block of a draft whole, its id included, for the preview to show', () => {
    const block = { blockType: 'bonusCalculator', id: 'rechner', heading: 'Rechner' }
    const cms = toCms(pages.fields, { blocks: [block] })
    expect(cms.blocks).toEqual([{ blockType: 'bonusCalculator', contentId: 'rechner', heading: 'Rechner' }])
    const back = fromCms(pages.fields, {
      blocks: [{ ...(cms.blocks as Doc[])[0], id: 'payload-row', blockName: null }],
    })
    expect(back.blocks).toEqual([block])
  })

  it('keeps an entry whose schema is a union (finance products) as its id, its logo and JSON', () => {
    const { fields } = cmsCollection('finance-products')
    expect(fields.map((field) => [field.cmsName, field.plan.kind, field.required])).toEqual([
      ['contentId', 'text', true],
      ['logo', 'image', true],
      ['entry', 'json', true],
    ])
  })

  it('offers every block of the catalogue, none with a field named blockType', () => {
    expect([...blockFieldsByType.keys()]).toEqual(blockTypes)
    for (const fields of blockFieldsByType.values())
      expect(fields.map((field) => field.name)).not.toContain('blockType')
  })
})

describe('cmsPath', () => {
  const page = {
    path: '/x/',
    blocks: [
      { blockType: 'hero' },
      { blockType: 'table', columns: ['a'], rows: [['1']] },
      { blockType: 'faq', id: 'f', items: [] },
    ],
  }

  it("names a block's field by the CMS path the admin shows it at", () => {
    expect(cmsPath(pages.fields, page, ['blocks', 2, 'items'])).toEqual({ path: 'blocks.2.items', inside: '' })
    expect(cmsPath(pages.fields, page, ['blocks', 2, 'id'])).toEqual({ path: 'blocks.2.contentId', inside: '' })
    expect(cmsPath(pages.fields, page, ['meta', 'title'])).toEqual({ path: 'meta.title', inside: '' })
    expect(cmsPath(pages.fields, page, ['updatedAt'])).toEqual({ path: 'contentUpdatedAt', inside: '' })
  })

  it('stops at a field holding one value and says where inside it', () => {
    expect(cmsPath(pages.fields, page, ['blocks', 1, 'rows', 0, 0])).toEqual({ path: 'blocks.1.rows', inside: '0.0' })
    expect(cmsPath(cmsCollection('finance-products').fields, {}, ['rating'])).toEqual({
      path: 'entry',
      inside: 'rating',
    })
  })

  it('names the block itself for a problem of the whole block', () => {
    expect(cmsPath(pages.fields, page, ['blocks', 0])).toEqual({ path: 'blocks.0', inside: '' })
  })
})
