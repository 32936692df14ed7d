// The page's structured data for search engines (schema.org JSON-LD in the <head>), typed with
// schema-dts and built from the site's configuration and the page's content: the site's
// Organization and WebSite on every page, a BreadcrumbList below a country's front page, an
// ItemList for each ranked casino list, an Article on a post's page and a Review on a casino's.
// Only what Google's guidelines allow for such a site: no ratings in the lists and no aggregate
// ratings anywhere; a review's rating only where its page shows it with its author; nothing the
// page does not show.
// docs/decisions/030-structured-data-and-legal-pages.md says why.
import type { QueryClient } from '@tanstack/react-query'
import type { Article, BreadcrumbList, Graph, ItemList, Organization, Person, Review, Thing, WebSite } from 'schema-dts'
import type { Locale, Website } from '../../app.config.ts'
import { type ListedCasino, listedCasinosQuery } from '../blocks/casino-list/listed-casinos-query.ts'
import { parseBlock } from '../blocks/parse-blocks.ts'
import type { Author, Page, Post, Product } from '../contracts/content/schemas.ts'
import { countriesOf } from '../site/website.ts'

/** Absolute URL of a site path. */
const urlOf = (website: Website, path: string) => new URL(path, website.url).href
const organizationId = (website: Website) => `${urlOf(website, '/')}#organization`
const websiteId = (website: Website) => `${urlOf(website, '/')}#website`

export function organization(website: Website): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(website),
    name: website.displayName,
    url: urlOf(website, '/'),
    logo: urlOf(website, '/favicon.svg'),
  }
}

export function webSite(website: Website, locale: Locale): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(website),
    name: website.displayName,
    url: urlOf(website, '/'),
    inLanguage: locale,
    publisher: { '@id': organizationId(website) },
  }
}

/** The path of a country's front page: its prefix, or / for the country without one. */
export function frontPagePath(website: Website, locale: Locale): string {
  const prefix = countriesOf(website).find((country) => country.locale === locale)?.pathPrefix
  return prefix ? `/${prefix}/` : '/'
}

/** Front page > this page; none on the front page itself. */
export function breadcrumbList(
  website: Website,
  locale: Locale,
  path: string,
  name: string,
): BreadcrumbList | undefined {
  const home = frontPagePath(website, locale)
  if (path === home) return undefined
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: website.displayName, item: urlOf(website, home) },
      { '@type': 'ListItem', position: 2, name, item: urlOf(website, path) },
    ],
  }
}

/** A ranked list as the page shows it: its casinos in their order, named. */
export function rankedList(name: string, casinos: readonly Pick<ListedCasino, 'name'>[]): ItemList {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: casinos.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: casinos.map((casino, index) => ({ '@type': 'ListItem', position: index + 1, name: casino.name })),
  }
}

/** A byline's author: their name, and their page when the site has one. */
export type Byline = { author: Pick<Author, 'name'>; path: string | undefined }

const person = (website: Website, { author, path }: Byline): Person => ({
  '@type': 'Person',
  name: author.name,
  ...(path !== undefined && { url: urlOf(website, path) }),
})

type ArticlePost = Pick<Post, 'title' | 'excerpt' | 'publishedAt' | 'updatedAt' | 'image'>
/** The casino as its review shows it, with the rating computed from its scores (app/products/scoring.ts). */
type ReviewedCasino = Pick<Product, 'name' | 'logo'> & { rating: number; review: NonNullable<Product['review']> }

/**
 * What an entry's page is about, as its kind reads it from the query cache (app/templates/entries):
 * plain data, made JSON-LD here, so the entry pages' code does not carry this module.
 */
export type EntrySubject =
  | { type: 'Article'; path: string; post: ArticlePost; byline: Byline | undefined }
  | { type: 'Review'; path: string; casino: ReviewedCasino; byline: Byline }

const entryThing = (website: Website, subject: EntrySubject): Thing =>
  subject.type === 'Article'
    ? article(website, subject.path, subject.post, subject.byline)
    : casinoReview(website, subject.path, subject.casino, subject.byline)

/** A post's page: its headline, author, dates and image, published by the site. */
export function article(website: Website, path: string, post: ArticlePost, byline: Byline | undefined): Article {
  return {
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    mainEntityOfPage: urlOf(website, path),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    ...(post.image !== undefined && { image: [urlOf(website, post.image)] }),
    ...(byline && { author: [person(website, byline)] }),
    publisher: { '@id': organizationId(website) },
  }
}

/**
 * The editors' review of a casino, as its page shows it: the verdict, its author and date, and the
 * rating out of 5. An editorial review of a business the site does not control, which Google's
 * review snippets allow (docs/decisions/030-structured-data-and-legal-pages.md).
 */
export function casinoReview(website: Website, path: string, casino: ReviewedCasino, byline: Byline): Review {
  return {
    '@type': 'Review',
    name: casino.name,
    url: urlOf(website, path),
    itemReviewed: { '@type': 'Organization', name: casino.name, logo: urlOf(website, casino.logo) },
    reviewRating: { '@type': 'Rating', ratingValue: casino.rating, bestRating: 5, worstRating: 0 },
    reviewBody: casino.review.verdict,
    datePublished: casino.review.reviewedAt,
    author: person(website, byline),
    publisher: { '@id': organizationId(website) },
  }
}

/** What a page is called in a breadcrumb: its one heading (the hero's), else its title. */
function pageName(page: Pick<Page, 'blocks' | 'meta'>): string {
  for (const envelope of page.blocks) {
    const parsed = parseBlock(envelope)
    if (parsed.ok && parsed.block.blockType === 'hero') return parsed.block.heading
  }
  return page.meta.title
}

/**
 * Everything a page says about itself, as one JSON-LD graph. Reads the casino lists from the
 * query cache, so call it after the page's blocks have loaded (the page loader does).
 */
export function pageStructuredData({
  website,
  locale,
  path,
  page,
  queryClient,
  entry = [],
}: {
  website: Website
  locale: Locale
  path: string
  page: Pick<Page, 'blocks' | 'meta'>
  queryClient: QueryClient
  /** What an entry's page is about (an Article, a Review), from its kind. */
  entry?: readonly EntrySubject[]
}): Graph {
  const name = pageName(page)
  const lists = page.blocks.flatMap((envelope): Thing[] => {
    const parsed = parseBlock(envelope)
    if (!parsed.ok || parsed.block.blockType !== 'casinoList') return []
    const casinos = queryClient.getQueryData(listedCasinosQuery(website, locale, parsed.block).queryKey)
    return casinos && casinos.length > 0 ? [rankedList(parsed.block.heading ?? name, casinos)] : []
  })
  const breadcrumb = breadcrumbList(website, locale, path, name)
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization(website),
      webSite(website, locale),
      ...(breadcrumb ? [breadcrumb] : []),
      ...lists,
      ...entry.map((subject) => entryThing(website, subject)),
    ],
  }
}

/** JSON-LD as the text of a <script> element: "</script>" inside it would end the element early. */
export function jsonLdText(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
