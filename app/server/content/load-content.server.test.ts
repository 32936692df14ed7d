import { describe, expect, test } from 'vitest'
import { brokenContentDir, fixtureSite, validContentDir } from '../../../tests/fixtures/content/fixture-site.ts'
import type { Author, Page, PaymentProvider, Post, Product, Slot } from '../../contracts/content/schemas.ts'
import { type ContentFiles, readContentFiles } from './content-files.server.ts'
import { ContentValidationError, formatProblem } from './content-problems.server.ts'
import { listContentProblems, loadContent, validateContent } from './load-content.server.ts'

const valid = readContentFiles(validContentDir, fixtureSite.id)
const root = 'tests/fixtures/content/valid/90'

/** The valid fixture with one file replaced by `text`, or removed when it is undefined. */
function withText(name: string, text: string | undefined): ContentFiles {
  const files = new Map(valid.files)
  if (text === undefined) files.delete(name)
  else files.set(name, text)
  return { ...valid, files }
}

/** The valid fixture with one file's JSON edited in place; T is what the file holds. */
function withFile<T>(name: string, edit: (json: T) => void): ContentFiles {
  const json = JSON.parse(valid.files.get(name) ?? 'null') as T
  edit(json)
  return withText(name, JSON.stringify(json))
}

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index]
  if (item === undefined) throw new Error(`The fixture has no item ${index}`)
  return item
}

const problemsOf = (files: ContentFiles) => validateContent(files, fixtureSite).problems.map(formatProblem)

describe('valid content', () => {
  test('has no problems and loads every collection of both locales', () => {
    expect(listContentProblems(validContentDir, fixtureSite)).toEqual([])
    const content = loadContent(valid, fixtureSite)
    const de = content.locales.get('de-DE')
    expect(de?.authors?.map((author) => author.id)).toEqual(['lena-hoffmann', 'max-weber'])
    expect(de?.pages?.map((page) => page.document.path).sort()).toEqual([
      '/',
      '/online-casinos-mit-paypal/',
      '/privacy-policy/',
    ])
    expect(de?.posts).toHaveLength(3)
    expect(de?.components?.cookieConsent.policyRevision).toBe(1)
    expect(de?.['cookie-categories']).toBeUndefined()
    expect(content.locales.get('en-US')?.['cookie-categories']?.map((category) => category.id)).toEqual([
      'necessary',
      'preferences',
      'statistics',
      'marketing',
    ])
  })
})

describe('every problem is reported with its file and JSON path', () => {
  test('a broken content folder lists all its problems in one error', () => {
    const broken = 'tests/fixtures/content/broken/90'
    const expected = [
      `${broken}/de-DE/authors.json: $: Invalid JSON: Expected double-quoted property name in JSON at position 24 (line 1 column 25)`,
      `${broken}/de-DE/autors.json: $: Unexpected file: no content collection reads it`,
      `${broken}/de-DE/menus.json: $: Missing file`,
      `${broken}/de-DE/pages/frontpage.json: $.blocks[2].filter.paymentProviderId: Unknown payment provider "bitcoin"`,
      `${broken}/de-DE/pages/frontpage.json: $.blocks[8].source.names[0]: Unknown post "paypal-guide"`,
      `${broken}/de-DE/pages/frontpage.json: $.blocks[8].source.names[1]: Unknown post "bonus-tipps"`,
      `${broken}/de-DE/pages/impressum.json: $: Site 90 has no de-DE route named "impressum"; a page file is named after its route`,
      `${broken}/de-DE/pages/online-casinos-mit-paypal.json: $: Missing page for route "online-casinos-mit-paypal" (/online-casinos-mit-paypal/)`,
      `${broken}/de-DE/pages/privacy-policy.json: $: Missing page for route "privacy-policy" (/privacy-policy/)`,
      `${broken}/de-DE/products.json: $[1].paymentProviderIds[1]: Unknown payment provider "giropay"`,
      `${broken}/en-US/cookie-categories.json: $: Missing file`,
    ]
    expect(listContentProblems(brokenContentDir, fixtureSite).map(formatProblem)).toEqual(expected)

    const files = readContentFiles(brokenContentDir, fixtureSite.id)
    const error: unknown = (() => {
      try {
        loadContent(files, fixtureSite)
      } catch (thrown) {
        return thrown
      }
    })()
    expect(error).toBeInstanceOf(ContentValidationError)
    expect((error as ContentValidationError).problems).toHaveLength(expected.length)
    for (const line of expected) expect((error as Error).message).toContain(line)
  })

  test('an empty or missing site folder is one problem, not one per file', () => {
    expect(problemsOf({ displayRoot: 'content/90', files: new Map() })).toEqual([
      'content/90: $: No content files for site 90',
    ])
  })

  test('schema violations point into lists and into blocks', () => {
    const files = withFile<Product[]>('de-DE/products.json', (products) => {
      nth(products, 0).scores.bonus = 7
    })
    expect(problemsOf(files)).toEqual([
      `${root}/de-DE/products.json: $[0].scores.bonus: Too big: expected number to be <=5`,
    ])
    const page = withFile<Page>('de-DE/pages/privacy-policy.json', (json) => {
      json.blocks.push({ blockType: 'carousel' }, { blockType: 'hero', heading: '', intro: 'x' })
    })
    expect(problemsOf(page)).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/content\/valid\/90\/de-DE\/pages\/privacy-policy\.json: \$\.blocks\[1\]\.blockType: Invalid discriminator value/,
      ),
      `${root}/de-DE/pages/privacy-policy.json: $.blocks[2].heading: Too small: expected string to have >=1 characters`,
    ])
  })

  test('the block rules of a document (disclosure before outbound links) are checked', () => {
    const files = withFile<Page>('de-DE/pages/online-casinos-mit-paypal.json', (json) => {
      json.blocks.splice(1, 1)
    })
    expect(problemsOf(files)).toEqual([
      `${root}/de-DE/pages/online-casinos-mit-paypal.json: $.blocks[1]: An affiliateDisclosure block must come before the first block with outbound links`,
    ])
  })

  test('invalid JSON, missing files and stray files', () => {
    expect(problemsOf(withText('de-DE/slots.json', '[{'))[0]).toMatch(
      /^tests\/fixtures\/content\/valid\/90\/de-DE\/slots\.json: \$: Invalid JSON: /,
    )
    expect(problemsOf(withText('de-DE/components.json', undefined))).toEqual([
      `${root}/de-DE/components.json: $: Missing file`,
    ])
    expect(problemsOf(withText('en-US/cookie-categories.json', undefined))).toEqual([
      `${root}/en-US/cookie-categories.json: $: Missing file`,
    ])
    expect(problemsOf(withText('de-DE/cookie-categories.json', '[]'))).toEqual([
      `${root}/de-DE/cookie-categories.json: $: Unexpected file: no content collection reads it`,
    ])
    expect(problemsOf(withText('fr-FR/authors.json', '[]'))).toEqual([
      `${root}/fr-FR/authors.json: $: Unexpected file: site 90 has no content locale "fr-FR"`,
    ])
    expect(problemsOf(withText('notes.txt', 'hello'))).toEqual([
      `${root}/notes.txt: $: Unexpected file: content belongs in a locale folder`,
    ])
  })

  test('duplicate ids', () => {
    const files = withFile<Author[]>('de-DE/authors.json', (authors) => {
      authors.push({ ...nth(authors, 0), name: 'Lena H.' })
    })
    expect(problemsOf(files)).toEqual([
      `${root}/de-DE/authors.json: $[2].id: Duplicate id "lena-hoffmann" (first at $[0])`,
    ])
  })

  test('a licence number belongs to one casino of the site, however it is spaced or cased', () => {
    const files = withFile<Product[]>('de-DE/products.json', (json) => {
      nth(json, 1).licence.number = ' ggl-0001 '
    })
    expect(problemsOf(files)).toEqual([
      `${root}/de-DE/products.json: $[1].licence.number: Licence number " ggl-0001 " is already casino "mega-casino"'s; a licence belongs to one casino (de-DE/products.json $[0])`,
    ])
  })

  test("a casino's and a slot's providers must exist", () => {
    const products = withFile<Product[]>('de-DE/products.json', (json) => {
      nth(json, 1).paymentProviderIds = ['trustly', 'giropay']
      nth(json, 1).gameProviderIds = ['pragmatic']
    })
    expect(problemsOf(products)).toEqual([
      `${root}/de-DE/products.json: $[1].paymentProviderIds[1]: Unknown payment provider "giropay"`,
      `${root}/de-DE/products.json: $[1].gameProviderIds[0]: Unknown game provider "pragmatic"`,
    ])
    const slots = withFile<Slot[]>('de-DE/slots.json', (json) => {
      nth(json, 0).gameProviderId = 'pragmatic'
    })
    expect(problemsOf(slots)).toEqual([
      `${root}/de-DE/slots.json: $[0].gameProviderId: Unknown game provider "pragmatic"`,
    ])
  })

  test("a casino review's blocks must be valid blocks whose references exist", () => {
    const files = withFile<Product[]>('de-DE/products.json', (json) => {
      nth(json, 0).blocks = [
        { blockType: 'faq', items: [] },
        { blockType: 'authorBox', authorId: 'niemand' },
        { blockType: 'richText', html: '<p>Gut.</p>' },
      ]
    })
    expect(problemsOf(files)).toEqual([
      `${root}/de-DE/products.json: $[0].blocks[0]: Invalid faq block: items: Too small: expected array to have >=1 items`,
      `${root}/de-DE/products.json: $[0].blocks[1].authorId: Unknown author "niemand"`,
    ])
  })

  test("a casino review's author must exist", () => {
    const files = withFile<Product[]>('de-DE/products.json', (json) => {
      nth(json, 0).review = { verdict: 'Gut.', authorId: 'niemand', reviewedAt: '2026-11-01' }
    })
    expect(problemsOf(files)).toEqual([`${root}/de-DE/products.json: $[0].review.authorId: Unknown author "niemand"`])
  })

  test("a payment provider's list path must be a route", () => {
    const files = withFile<PaymentProvider[]>('de-DE/payment-providers.json', (json) => {
      nth(json, 1).listPath = '/online-casinos-mit-trustly/'
    })
    expect(problemsOf(files)).toEqual([
      `${root}/de-DE/payment-providers.json: $[1].listPath: "/online-casinos-mit-trustly/" is not a de-DE route`,
    ])
  })

  test('an entry whose page path is a route of the site is reported: the route would hide its page', () => {
    const site = { ...fixtureSite, entryPaths: { PaymentProvider: { 'de-DE': '/online-casinos-mit-/' } } }
    const files = withFile<PaymentProvider[]>('de-DE/payment-providers.json', (json) => {
      nth(json, 1).id = 'paypal-x'
    })
    const hidden = {
      ...site,
      routes: [...site.routes, { ...nth(site.routes, 0), name: 'x', path: '/online-casinos-mit-/paypal-x/' }],
    }
    expect(validateContent(files, hidden).problems.map(formatProblem)).toContain(
      `${root}/de-DE/payment-providers.json: $[1].id: The page of "paypal-x" (/online-casinos-mit-/paypal-x/) is hidden by route "x"; choose another id`,
    )
    expect(validateContent(valid, site).problems).toEqual([])
  })

  test("a post's author and category must exist, and its id and name are its file name", () => {
    const files = withFile<Post>('de-DE/posts/bonus-tipps.json', (json) => {
      json.authorId = 'nobody'
      json.categoryId = 'news'
    })
    expect(problemsOf(files)).toEqual([
      `${root}/de-DE/posts/bonus-tipps.json: $.authorId: Unknown author "nobody"`,
      `${root}/de-DE/posts/bonus-tipps.json: $.categoryId: Unknown category "news"`,
    ])
    const renamed = withFile<Post>('de-DE/posts/bonus-tipps.json', (json) => {
      json.id = 'bonus'
      json.name = 'bonus'
    })
    expect(problemsOf(renamed)).toEqual([
      `${root}/de-DE/posts/bonus-tipps.json: $.id: Expected "bonus-tipps": a post's id is its file name`,
      `${root}/de-DE/posts/bonus-tipps.json: $.name: Expected "bonus-tipps": a post's name is its file name`,
    ])
  })

  test('every id a block names must exist', () => {
    const files = withFile<Page>('de-DE/pages/frontpage.json', ({ blocks }) => {
      nth(blocks, 0).authorId = 'ghost'
      nth(blocks, 2).filter = { paymentProviderId: 'bitcoin' }
      nth(blocks, 5).providerIds = ['paypal', 'klarna']
      nth(blocks, 6).providerIds = ['netent', 'pragmatic']
      nth(blocks, 7).gameProviderId = 'red-tiger'
      nth(blocks, 8).source = { kind: 'names', names: ['paypal-guide', 'missing-post'] }
      nth(blocks, 9).authorId = 'ghost-writer'
    })
    const page = `${root}/de-DE/pages/frontpage.json`
    expect(problemsOf(files)).toEqual([
      `${page}: $.blocks[0].authorId: Unknown author "ghost"`,
      `${page}: $.blocks[2].filter.paymentProviderId: Unknown payment provider "bitcoin"`,
      `${page}: $.blocks[5].providerIds[1]: Unknown payment provider "klarna"`,
      `${page}: $.blocks[6].providerIds[1]: Unknown game provider "pragmatic"`,
      `${page}: $.blocks[7].gameProviderId: Unknown game provider "red-tiger"`,
      `${page}: $.blocks[8].source.names[1]: Unknown post "missing-post"`,
      `${page}: $.blocks[9].authorId: Unknown author "ghost-writer"`,
    ])
    const byAuthor = withFile<Post>('de-DE/posts/paypal-guide.json', (json) => {
      json.blocks.push({ blockType: 'articleSummaries', source: { kind: 'author', authorId: 'ghost' } })
    })
    expect(problemsOf(byAuthor)).toEqual([
      `${root}/de-DE/posts/paypal-guide.json: $.blocks[1].source.authorId: Unknown author "ghost"`,
    ])
  })

  test('every route has exactly one page, at its path, and every page file belongs to a route', () => {
    expect(problemsOf(withText('de-DE/pages/privacy-policy.json', undefined))).toEqual([
      `${root}/de-DE/pages/privacy-policy.json: $: Missing page for route "privacy-policy" (/privacy-policy/)`,
    ])
    const moved = withFile<Page>('de-DE/pages/privacy-policy.json', (json) => {
      json.path = '/'
    })
    expect(problemsOf(moved)).toEqual([
      `${root}/de-DE/pages/privacy-policy.json: $.path: Expected "/privacy-policy/", the path of route "privacy-policy"`,
    ])
    const stray = withText('de-DE/pages/impressum.json', valid.files.get('de-DE/pages/privacy-policy.json'))
    expect(problemsOf(stray)).toEqual([
      `${root}/de-DE/pages/impressum.json: $: Site 90 has no de-DE route named "impressum"; a page file is named after its route`,
    ])
  })

  test('a page the CMS moved carries the path its redirects lead to, which links may name', () => {
    const files = new Map(valid.files)
    const redirects = [{ id: 'privacy-policy', from: '/privacy-policy/', to: '/datenschutz/' }]
    files.set('de-DE/redirects.json', JSON.stringify(redirects))
    const page = JSON.parse(valid.files.get('de-DE/pages/privacy-policy.json') ?? 'null') as Page
    files.set('de-DE/pages/privacy-policy.json', JSON.stringify({ ...page, path: '/datenschutz/' }))
    const providers = JSON.parse(valid.files.get('de-DE/payment-providers.json') ?? '[]') as PaymentProvider[]
    files.set(
      'de-DE/payment-providers.json',
      JSON.stringify(providers.map((p) => ({ ...p, listPath: '/datenschutz/' }))),
    )
    expect(problemsOf({ ...valid, files })).toEqual([])
    // Still at its route's path while the redirects say it moved: the page is not where the site looks.
    files.set('de-DE/pages/privacy-policy.json', JSON.stringify(page))
    expect(problemsOf({ ...valid, files })).toEqual([
      `${root}/de-DE/pages/privacy-policy.json: $.path: Expected "/datenschutz/", where the redirects moved route "privacy-policy" from "/privacy-policy/"`,
    ])
  })

  test('a draft is named after its route and carries its path; its blocks are left to the preview', () => {
    const stray = withText('de-DE/drafts/impressum.json', valid.files.get('de-DE/drafts/frontpage.json'))
    expect(problemsOf(stray)).toEqual([
      `${root}/de-DE/drafts/impressum.json: $: Site 90 has no de-DE route named "impressum"; a draft file is named after its route`,
    ])
    const moved = withFile<Page>('de-DE/drafts/frontpage.json', (json) => {
      json.path = '/privacy-policy/'
    })
    expect(problemsOf(moved)).toEqual([
      `${root}/de-DE/drafts/frontpage.json: $.path: Expected "/", the path of route "frontpage"`,
    ])
    const noMeta = withFile<Partial<Page>>('de-DE/drafts/frontpage.json', (json) => {
      delete json.meta
    })
    expect(problemsOf(noMeta)).toEqual([
      `${root}/de-DE/drafts/frontpage.json: $.meta: Invalid input: expected object, received undefined`,
    ])
  })

  test('references into a broken file are not reported again', () => {
    const files = withFile<Author[]>('de-DE/authors.json', (json) => {
      nth(json, 0).bio = ''
    })
    expect(problemsOf(files)).toEqual([
      `${root}/de-DE/authors.json: $[0].bio: Too small: expected string to have >=1 characters`,
    ])
  })
})
