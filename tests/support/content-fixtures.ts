// Content for component tests: a small, valid slice of what the content API serves.
import { readFileSync } from 'node:fs'
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries } from '../../app/api/content/client.ts'
import type { BlockContext } from '../../app/blocks/define-block.ts'
import type {
  Author,
  Components,
  GameProvider,
  GglWhitelistEntry,
  Menu,
  PaymentProvider,
  PostSummary,
  Product,
  Slot,
} from '../../app/contracts/content/schemas.ts'
import { financeProductSchema } from '../../app/contracts/content/schemas.ts'
import { z } from '../../app/lib/zod.ts'
import { websiteById } from '../../app/site/website.ts'
import { financeSiteId, germanCasinoSiteId } from '../../app.config.ts'
import { makeGglWhitelist } from './product-fixtures.ts'

export const locale = 'de-DE'

export const blockContext: BlockContext = { locale, website: websiteById(germanCasinoSiteId), preview: false }

export const paymentProviders: PaymentProvider[] = [
  {
    id: 'paypal',
    name: 'PayPal',
    logo: '/logos/payment/paypal.svg',
    kind: 'ewallet',
    description: 'Das beliebteste E-Wallet.',
    depositTime: 'sofort',
    withdrawalTime: '1-24 Stunden',
    fees: 'keine',
    listPath: '/online-casinos-mit-paypal/',
  },
  {
    id: 'trustly',
    name: 'Trustly',
    logo: '/logos/payment/trustly.svg',
    kind: 'instant-banking',
    description: 'Direkt vom Bankkonto.',
    depositTime: 'sofort',
    withdrawalTime: '1-2 Tage',
    fees: 'keine',
    listPath: '/online-casinos-mit-trustly/',
  },
  {
    id: 'visa',
    name: 'Visa',
    logo: '/logos/payment/visa.svg',
    kind: 'card',
    description: 'Kreditkarte.',
    depositTime: 'sofort',
    withdrawalTime: '3-5 Tage',
    fees: 'keine',
  },
]

export const gameProviders: GameProvider[] = [
  {
    id: 'netent',
    name: 'NetEnt',
    logo: '/logos/studios/netent.svg',
    description: 'Schwedischer Klassiker.',
    founded: 1996,
    headquarters: 'Stockholm',
    gameCount: 1200,
    website: 'https://www.netent.com',
  },
  {
    id: 'play-n-go',
    name: "Play'n GO",
    logo: '/logos/studios/play-n-go.svg',
    description: 'Book of Dead.',
    founded: 2005,
    headquarters: 'Växjö',
    gameCount: 350,
    website: 'https://www.playngo.com',
  },
]

const slot = (id: string, name: string, gameProviderId: string): Slot => ({
  id,
  name,
  gameProviderId,
  image: `/slots/${id}.webp`,
  rtp: 96.21,
  volatility: 'high',
  reels: 5,
  paylines: 10,
  maxWin: '5.000x',
  releaseYear: 2016,
})
export const slots: Slot[] = [
  slot('book-of-dead', 'Book of Dead', 'play-n-go'),
  slot('starburst', 'Starburst', 'netent'),
  slot('gonzos-quest', "Gonzo's Quest", 'netent'),
]

export const authors: Author[] = [
  {
    id: 'lena-hoffmann',
    name: 'Lena Hoffmann',
    role: 'Chefredakteurin',
    bio: 'Testet Online Casinos seit 2015.',
    avatar: '/authors/lena-hoffmann.webp',
    expertise: ['Casino Boni', 'Zahlungsmethoden'],
  },
]

export const components: Components = {
  cookieConsent: {
    tabs: { consent: 'Zustimmung', details: 'Details', about: 'Über Cookies' },
    heading: 'Cookies',
    text: 'Wir verwenden Cookies.',
    about: 'Cookies sind kleine Textdateien.',
    acceptButton: 'Auswahl speichern',
    deny: 'Ablehnen',
    acceptAll: 'Alle akzeptieren',
    policyRevision: 1,
  },
  footer: { about: 'CasinoKompass vergleicht legale Online Casinos.', copyright: '© 2026 CasinoKompass' },
  affiliateDisclosure: { text: 'Wir erhalten eine Provision, wenn Sie sich über unsere Links anmelden.' },
}

export const menus: Menu[] = [
  {
    id: 'header',
    items: [
      { label: 'Online Casinos', href: '/' },
      {
        label: 'Zahlungsmethoden',
        href: '/zahlungsmethoden/',
        children: [{ label: 'PayPal Casinos', href: '/online-casinos-mit-paypal/' }],
      },
    ],
  },
  { id: 'footer', items: [{ label: 'Casino Boni', href: '/casino-boni/' }] },
  { id: 'legal', items: [{ label: 'Datenschutz', href: '/privacy-policy/' }] },
]

const summary = (id: string, title: string, featured: boolean): PostSummary => ({
  id,
  name: id,
  title,
  excerpt: `Worum es in ${title} geht.`,
  authorId: 'lena-hoffmann',
  categoryId: 'ratgeber',
  publishedAt: '2026-10-05',
  featured,
})
export const postSummaries: PostSummary[] = [
  summary('paypal-guide', 'PayPal im Casino', true),
  summary('bonus-guide', 'Bonusbedingungen verstehen', true),
  summary('rtp-guide', 'Was ist RTP?', false),
]

/** Puts the fixtures into the cache under the keys the components read. */
/** whitelist: the site's copy of the GGL's list; by default it lists every product. */
export function seedContent(
  queryClient: QueryClient,
  products: Product[] = [],
  whitelist: GglWhitelistEntry[] = makeGglWhitelist(products),
): QueryClient {
  queryClient.setQueryData(contentQueries.products(locale).queryKey, products)
  queryClient.setQueryData(contentQueries.gglWhitelist(locale).queryKey, whitelist)
  queryClient.setQueryData(contentQueries.paymentProviders(locale).queryKey, paymentProviders)
  queryClient.setQueryData(contentQueries.gameProviders(locale).queryKey, gameProviders)
  queryClient.setQueryData(contentQueries.slots(locale).queryKey, slots)
  queryClient.setQueryData(contentQueries.authors(locale).queryKey, authors)
  queryClient.setQueryData(contentQueries.components(locale).queryKey, components)
  queryClient.setQueryData(contentQueries.menus(locale).queryKey, menus)
  queryClient.setQueryData(
    contentQueries.featuredArticleSummaries(locale).queryKey,
    postSummaries.filter((post) => post.featured),
  )
  return queryClient
}

/** The finance site's German catalogue (content/75/de-DE), as the content API serves it. */
export function seedFinanceContent(queryClient: QueryClient): QueryClient {
  const file = new URL(`../../content/${financeSiteId}/de-DE/finance-products.json`, import.meta.url)
  const products = z.array(financeProductSchema).parse(JSON.parse(readFileSync(file, 'utf8')))
  queryClient.setQueryData(contentQueries.financeProducts('de-DE').queryKey, products)
  return queryClient
}

export const financeBlockContext: BlockContext = {
  locale: 'de-DE',
  website: websiteById(financeSiteId),
  preview: false,
}
