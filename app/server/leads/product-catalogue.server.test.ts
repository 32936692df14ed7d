// The catalogue reads what the pages read: the configured content source behind the site's cache,
// so a publish (a purge of the cache) reaches click-outs, impressions and product events at once.
import { describe, expect, test } from 'vitest'
import { fixtureSite } from '../../../tests/fixtures/content/fixture-site.ts'
import { makeGglWhitelist, makeProduct } from '../../../tests/support/product-fixtures.ts'
import type { ContentQuery } from '../../contracts/content/content-query.ts'
import type { GglWhitelistEntry, Product } from '../../contracts/content/schemas.ts'
import { createCachedSource } from '../content/cached-source.server.ts'
import { type ContentSource, ContentUpstreamError, toContentBody } from '../content/content-source.server.ts'
import { createProductCatalogue } from './product-catalogue.server.ts'

/** A CMS whose products and GGL whitelist an editor changes; it can be stopped and can answer garbage. */
type EditableCms = {
  products: Product[]
  whitelist: GglWhitelistEntry[]
  down: boolean
  garbage: boolean
  reads: number
  source: ContentSource
}

function editableCms(products: Product[], whitelist = makeGglWhitelist(products)): EditableCms {
  const cms: EditableCms = {
    products,
    whitelist,
    down: false,
    garbage: false,
    reads: 0,
    source: {
      async read(query: ContentQuery) {
        cms.reads++
        if (cms.down) throw new ContentUpstreamError('The CMS is down')
        if (query.kind !== 'list') return undefined
        if (query.collection === 'ggl-whitelist') return toContentBody(JSON.stringify(cms.whitelist))
        if (query.collection !== 'products') return undefined
        return toContentBody(cms.garbage ? '[{"id":"Not A Slug"}]' : JSON.stringify(cms.products))
      },
    },
  }
  return cms
}

function siteOver(cms: EditableCms) {
  const cached = createCachedSource(cms.source, {
    maxAgeSeconds: 60,
    staleWhileRevalidateSeconds: 600,
    staleIfErrorSeconds: 86_400,
    limit: 100,
  })
  return {
    catalogue: createProductCatalogue(fixtureSite, cached),
    /** What a publish does to the site's cache (the purge bus calls drop). */
    publish: () => cached.drop(() => true),
  }
}

const nordlicht = makeProduct('nordlicht-casino', { url: 'https://www.nordlicht-casino.de/' })

describe('the product catalogue', () => {
  test('follows a publish: a changed URL and a new product at once, a removed one gone', async () => {
    const cms = editableCms([nordlicht])
    const site = siteOver(cms)
    expect((await site.catalogue.find('nordlicht-casino'))?.url).toBe('https://www.nordlicht-casino.de/')
    expect(await site.catalogue.find('polarstern-casino')).toBeUndefined()

    cms.products = [
      { ...nordlicht, url: 'https://partner.nordlicht-casino.de/?btag=1' },
      makeProduct('polarstern-casino', { url: 'https://www.polarstern-casino.de/' }),
    ]
    cms.whitelist = makeGglWhitelist(cms.products)
    // Within the cache's freshness the old catalogue stands, until the publish purges it.
    expect((await site.catalogue.find('nordlicht-casino'))?.url).toBe('https://www.nordlicht-casino.de/')
    site.publish()
    expect((await site.catalogue.find('nordlicht-casino'))?.url).toBe('https://partner.nordlicht-casino.de/?btag=1')
    expect((await site.catalogue.find('polarstern-casino'))?.url).toBe('https://www.polarstern-casino.de/')
    expect(JSON.parse(await site.catalogue.rankedJson('de-DE')).map((product: Product) => product.id)).toContain(
      'polarstern-casino',
    )

    cms.products = [makeProduct('polarstern-casino', { url: 'https://www.polarstern-casino.de/' })]
    site.publish()
    expect(await site.catalogue.find('nordlicht-casino')).toBeUndefined()
    expect(await site.catalogue.rankedJson('de-DE')).not.toContain('nordlicht-casino')
  })

  test('ranks once per content version', async () => {
    const cms = editableCms([nordlicht])
    const { catalogue } = siteOver(cms)
    const first = await catalogue.rankedJson('de-DE')
    expect(await catalogue.rankedJson('de-DE')).toBe(first)
    // The products and the market's whitelist, once each.
    expect(cms.reads).toBe(2)
  })

  test("a casino off the site's copy of the GGL whitelist leaves the ranking and its click-out goes to its review, within one publish", async () => {
    const polarstern = makeProduct('polarstern-casino', { url: 'https://www.polarstern-casino.de/' })
    const cms = editableCms([nordlicht, polarstern])
    const site = siteOver(cms)
    expect(await site.catalogue.find('polarstern-casino')).toEqual(polarstern)

    cms.whitelist = makeGglWhitelist([nordlicht, polarstern], { offList: ['polarstern-casino'] })
    site.publish()
    expect((await site.catalogue.find('polarstern-casino'))?.withheldIn).toBe('de-DE')
    expect((await site.catalogue.find('nordlicht-casino'))?.withheldIn).toBeUndefined()
    expect(await site.catalogue.rankedJson('de-DE')).not.toContain('polarstern-casino')

    cms.whitelist = makeGglWhitelist([nordlicht, polarstern])
    site.publish()
    expect((await site.catalogue.find('polarstern-casino'))?.withheldIn).toBeUndefined()
    expect(await site.catalogue.rankedJson('de-DE')).toContain('polarstern-casino')
  })

  test('while the CMS is down, the last good catalogue keeps answering', async () => {
    const cms = editableCms([nordlicht])
    const site = siteOver(cms)
    await site.catalogue.find('nordlicht-casino')
    cms.down = true
    site.publish()
    expect((await site.catalogue.find('nordlicht-casino'))?.url).toBe('https://www.nordlicht-casino.de/')
  })

  test('with no copy at all, or garbage from the CMS, it says the source failed rather than "no such product"', async () => {
    const down = editableCms([nordlicht])
    down.down = true
    await expect(siteOver(down).catalogue.find('nordlicht-casino')).rejects.toThrow(ContentUpstreamError)

    const garbage = editableCms([nordlicht])
    garbage.garbage = true
    await expect(createProductCatalogue(fixtureSite, garbage.source).find('nordlicht-casino')).rejects.toThrow(
      ContentUpstreamError,
    )
  })
})
