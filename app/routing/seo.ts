// The <head> of a content page: title, description, robots, canonical, hreflang alternates, Open
// Graph and Twitter card.
import { appConfig, type Locale, type Website } from '../../app.config.ts'
import type { PageMeta } from '../contracts/content/schemas.ts'
import { hreflangLinks } from './country-versions.ts'

/** Open Graph image size (SPEC section 2). */
const ogImageSize = { width: 1200, height: 630 } as const

export function socialCardFor(website: Website) {
  return appConfig.socialCards.bySiteId[String(website.id)] ?? appConfig.socialCards.default
}

export function robotsContent(meta: Pick<PageMeta, 'noIndex' | 'noFollow'>): string {
  return `${meta.noIndex ? 'noindex' : 'index'},${meta.noFollow ? 'nofollow' : 'follow'}`
}

export function pageHead({
  website,
  path,
  locale,
  meta,
  routeName,
}: {
  website: Website
  path: string
  locale: Locale
  meta: PageMeta
  /** Links the page's versions in the site's other countries. */
  routeName?: string
}) {
  const canonical = new URL(path, website.url).href
  const card = socialCardFor(website)
  const image = new URL(card.image, website.url).href
  return {
    meta: [
      { title: meta.title },
      { name: 'description', content: meta.description },
      { name: 'robots', content: robotsContent(meta) },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: website.displayName },
      { property: 'og:locale', content: locale.replace('-', '_') },
      { property: 'og:title', content: meta.title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(ogImageSize.width) },
      { property: 'og:image:height', content: String(ogImageSize.height) },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:site', content: card.twitterHandle },
      { name: 'twitter:title', content: meta.title },
      { name: 'twitter:description', content: meta.description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: canonical }, ...(routeName ? hreflangLinks(website, routeName) : [])],
  }
}
