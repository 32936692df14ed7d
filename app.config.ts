// The site configuration: product types, countries, websites and their route tables.
// One source of truth, parsed with zod when the module loads on the server, so a bad entry stops
// start-up with a message naming the field instead of failing on some later request.
import { entryPageTypes, type PageType, pageTypes } from './app/contracts/page-types.ts'
import { lazySchema, z } from './app/lib/zod.ts'

/** Product type ids (SPEC section 3). */
export const productTypeIds = {
  Finance: 1,
  Mobile: 2,
  Broadband: 3,
  MobileBroadband: 4,
  PrepaidMobilePhoneCard: 5,
  UnemploymentFund: 6,
  MealKit: 7,
  Dating: 8,
  TelevisionPackage: 9,
  Union: 10,
  PrepaidCard: 11,
  Others: 12,
  FinanceSignup: 13,
  FinanceInternalWebsite: 14,
  AppProduct: 15,
  Unsubscribe: 16,
  IGaming: 17,
} as const
export type ProductTypeName = keyof typeof productTypeIds
export type ProductTypeId = (typeof productTypeIds)[ProductTypeName]
const productTypeIdSchema = lazySchema(() =>
  z.union(
    Object.values(productTypeIds).map((id) => z.literal(id)) as [
      z.ZodMiniLiteral<ProductTypeId>,
      ...z.ZodMiniLiteral<ProductTypeId>[],
    ],
  ),
)

// The page types and their facts are one table (app/contracts/page-types.ts); the route table's
// schema below names them.
export { type EntryPageType, entryPageTypes, type PageType, pageTypes } from './app/contracts/page-types.ts'

export const entryPageTypeSchema = z.enum(entryPageTypes)
export const pageTypeSchema = z.enum(pageTypes)

/** A BCP 47 locale as the product writes it: language-REGION. */
export const localeSchema = z.string().check(z.regex(/^[a-z]{2}-[A-Z]{2}$/, 'Expected a locale like de-DE'))
export type Locale = z.infer<typeof localeSchema>

export const countrySchema = lazySchema(() =>
  z.object({
    id: z.int().check(z.positive()),
    locale: localeSchema,
    /** First path segment selecting this country on multi-country sites; '' means no prefix. */
    pathPrefix: z.string().check(z.regex(/^[a-z-]*$/, 'Expected lowercase letters or dashes')),
    phoneCode: z.string().check(z.regex(/^\d{1,4}$/, 'Expected the country calling code without +')),
    currencyName: z.string().check(z.regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code')),
  }),
)
export type Country = z.infer<typeof countrySchema>

/** The country used when no path prefix matches (SPEC section 2). */
export const defaultCountryId = 13

/** A page may refuse a request it matched; false gives 404 'Page Not Found: {path}'. */
export type RouteValidate = (request: { path: string; search: Record<string, unknown> }) => boolean

/** Canonical page paths start and end with a slash. */
const canonicalPathSchema = lazySchema(() =>
  z.string().check(z.regex(/^\/(?:[a-z0-9-]+\/)*$/, 'Expected a lowercase path with a trailing slash')),
)

export const routeRecordSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    path: canonicalPathSchema,
    meta: z.object({
      pageType: pageTypeSchema,
      locale: localeSchema,
      extendedPageTypes: z.array(pageTypeSchema),
    }),
    validate: z.optional(z.custom<RouteValidate>((value) => typeof value === 'function', 'Expected a function')),
  }),
)
export type RouteRecord = z.infer<typeof routeRecordSchema>

export const whiteLabelPartnerSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'Expected a lowercase slug')),
    name: z.string().check(z.minLength(1)),
    logo: z.string().check(z.startsWith('/')),
    /** The partner's brand colour; white text must stay readable on it (WCAG AA). */
    brandColor: z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'Expected a colour like #0a4d8c')),
  }),
)
export type WhiteLabelPartner = z.infer<typeof whiteLabelPartnerSchema>

export const websiteSchema = lazySchema(() =>
  z
    .object({
      id: z.int().check(z.positive()),
      url: z.url(),
      /** Host name without scheme or www, compared with the page host for event rules. */
      cleanUrl: z.string().check(z.regex(/^[a-z0-9.-]+$/, 'Expected a bare host name')),
      displayName: z.string().check(z.minLength(1)),
      productType: z.object({ id: productTypeIdSchema }),
      countryIds: z.array(z.int().check(z.positive())).check(z.minLength(1)),
      analytics4Key: z.optional(z.string()),
      bingKey: z.optional(z.string()),
      /** Ad pixels run only on sites that configure their id (and pass the rules of SPEC section 6). */
      metaPixelId: z.optional(z.string().check(z.regex(/^\d+$/, 'Expected the numeric pixel id'))),
      tiktokPixelId: z.optional(z.string().check(z.regex(/^[A-Z0-9]+$/, 'Expected the TikTok pixel code'))),
      microsoftClarityId: z.optional(z.string()),
      cookiebotDomainGroupId: z.optional(z.string()),
      avicaFormToken: z.optional(z.string()),
      avicaWhiteLabelToken: z.optional(z.string()),
      /** Partners whose white-label signup pages this site hosts, with the branding those pages carry. */
      whiteLabelPartners: z._default(z.array(whiteLabelPartnerSchema), []),
      /** Where each page type lives, per locale (links such as the privacy policy use this). */
      paths: z.partialRecord(pageTypeSchema, z.record(localeSchema, canonicalPathSchema)),
      /**
       * Where the pages of content entries live, per entry page type and locale: the base path an
       * entry's slug is appended to (`/ratgeber/` + `ggl-whitelist/`). A kind with no base path has
       * no pages on the site.
       */
      entryPaths: z._default(z.partialRecord(entryPageTypeSchema, z.record(localeSchema, canonicalPathSchema)), {}),
      routes: z.array(routeRecordSchema).check(z.minLength(1)),
    })
    .check(
      z.superRefine((site, ctx) => {
        const seen = new Set<string>()
        site.routes.forEach((route, index) => {
          const key = `${route.meta.locale} ${route.path}`
          if (seen.has(key))
            ctx.addIssue({ code: 'custom', path: ['routes', index, 'path'], message: `Duplicate route ${key}` })
          seen.add(key)
        })
      }),
    ),
)
export type Website = z.infer<typeof websiteSchema>

/** Social cards: every site shares the default unless it has its own (SPEC: site 75 does). */
export const socialCardSchema = lazySchema(() =>
  z.object({
    twitterHandle: z.string().check(z.regex(/^@\w+$/)),
    image: z.string().check(z.startsWith('/')),
  }),
)
export type SocialCard = z.infer<typeof socialCardSchema>

export const appConfigSchema = lazySchema(() =>
  z
    .object({
      countries: z.array(countrySchema).check(z.minLength(1)),
      websites: z.array(websiteSchema).check(z.minLength(1)),
      defaultWebsiteId: z.int().check(z.positive()),
      socialCards: z.object({
        default: socialCardSchema,
        bySiteId: z.record(z.string().check(z.regex(/^\d+$/)), socialCardSchema),
      }),
    })
    .check(
      z.superRefine((config, ctx) => {
        const countryIds = new Set(config.countries.map((country) => country.id))
        config.websites.forEach((site, siteIndex) => {
          site.countryIds.forEach((id, index) => {
            if (!countryIds.has(id))
              ctx.addIssue({
                code: 'custom',
                path: ['websites', siteIndex, 'countryIds', index],
                message: `Unknown country id ${id}`,
              })
          })
          const locales = new Set(config.countries.filter((c) => site.countryIds.includes(c.id)).map((c) => c.locale))
          site.routes.forEach((route, index) => {
            if (!locales.has(route.meta.locale))
              ctx.addIssue({
                code: 'custom',
                path: ['websites', siteIndex, 'routes', index, 'meta', 'locale'],
                message: `Locale ${route.meta.locale} is not one of the site's countries`,
              })
          })
        })
        if (!config.websites.some((site) => site.id === config.defaultWebsiteId))
          ctx.addIssue({
            code: 'custom',
            path: ['defaultWebsiteId'],
            message: `No website with id ${config.defaultWebsiteId}`,
          })
      }),
    ),
)
export type AppConfig = z.infer<typeof appConfigSchema>

/** Thrown when the configuration does not parse; the message names every bad field. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function parseAppConfig(input: unknown): AppConfig {
  const result = appConfigSchema.safeParse(input)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  throw new ConfigError(`Invalid app.config.ts:\n${problems.join('\n')}`)
}

// ---------------------------------------------------------------------------------------------
// The data
// ---------------------------------------------------------------------------------------------

const casinoListRoutes: ReadonlyArray<readonly [name: string, path: string]> = [
  ['frontpage', '/'],
  ['mobile-casinos', '/mobile-casinos/'],
  ['live-casinos', '/live-casinos/'],
  ['neue-casinos', '/neue-casinos/'],
  ['echtgeld-casinos', '/echtgeld-casinos/'],
  ['casino-boni', '/casino-boni/'],
  ['freispiele', '/freispiele/'],
  ['casino-bonus-ohne-einzahlung', '/casino-bonus-ohne-einzahlung/'],
  ['casino-bonus-codes', '/casino-bonus-codes/'],
  ['casino-willkommenstbonus', '/casino-willkommenstbonus/'],
  ['zahlungsmethoden', '/zahlungsmethoden/'],
  ['online-casinos-mit-bankuberweisung', '/online-casinos-mit-bankuberweisung/'],
  ['online-casinos-mit-paypal', '/online-casinos-mit-paypal/'],
  ['online-casinos-mit-paysafecard', '/online-casinos-mit-paysafecard/'],
  ['online-casinos-mit-sofort', '/online-casinos-mit-sofort/'],
  ['online-casinos-mit-neteller', '/online-casinos-mit-neteller/'],
  ['online-casinos-mit-trustly', '/online-casinos-mit-trustly/'],
  ['online-casinos-mit-skrill', '/online-casinos-mit-skrill/'],
  ['online-casinos-mit-giropay', '/online-casinos-mit-giropay/'],
  ['online-casinos-mit-mastercard', '/online-casinos-mit-mastercard/'],
]

const staticRoute = (name: string, path: string, pageType: PageType, locale: Locale): RouteRecord => ({
  name,
  path,
  meta: { pageType, locale, extendedPageTypes: [] },
})

/** The legal pages a German site must have: its legal notice and its cookie policy. */
function germanLegalRoutes(): RouteRecord[] {
  return [
    staticRoute('legal-notice', '/impressum/', 'LegalNotice', 'de-DE'),
    staticRoute('cookie-policy', '/cookie-richtlinie/', 'CookiePolicy', 'de-DE'),
  ]
}

/** A site's paths of one page type, per locale, read from its route table so each path is written once. */
const pathsOf = (routes: readonly RouteRecord[], pageType: PageType): Record<Locale, string> =>
  Object.fromEntries(
    routes.filter((route) => route.meta.pageType === pageType).map((route) => [route.meta.locale, route.path]),
  )

export const germanCasinoSiteId = 90
const germanCasinoRoutes = [
  ...casinoListRoutes.map(([name, path]) => staticRoute(name, path, 'ProductListStatic', 'de-DE')),
  staticRoute('privacy-policy', '/privacy-policy/', 'PrivacyPolicy', 'de-DE'),
  ...germanLegalRoutes(),
  staticRoute('casino-vergleich', '/casino-vergleich/', 'Compare', 'de-DE'),
  staticRoute('bewertungsmethode', '/bewertungsmethode/', 'ScoringMethod', 'de-DE'),
]

/** The multi-country finance site: one route name per page, one path per locale. */
export const financeSiteId = 75
type FinanceLocale = 'de-DE' | 'nb-NO' | 'es-MX' | 'en-US'
const financeRoutes: ReadonlyArray<readonly [name: string, pageType: PageType, paths: Record<FinanceLocale, string>]> =
  [
    ['frontpage', 'ProductList', { 'de-DE': '/', 'nb-NO': '/no/', 'es-MX': '/mx/', 'en-US': '/us/' }],
    [
      'loans',
      'ProductListRanked',
      { 'de-DE': '/kredite/', 'nb-NO': '/no/forbrukslan/', 'es-MX': '/mx/prestamos/', 'en-US': '/us/personal-loans/' },
    ],
    [
      'credit-cards',
      'ProductListCreditCard',
      {
        'de-DE': '/kreditkarten/',
        'nb-NO': '/no/kredittkort/',
        'es-MX': '/mx/tarjetas-de-credito/',
        'en-US': '/us/credit-cards/',
      },
    ],
    [
      'loan-brokers',
      'ProductListBroker',
      {
        'de-DE': '/kreditvermittler/',
        'nb-NO': '/no/lanemeglere/',
        'es-MX': '/mx/brokers/',
        'en-US': '/us/loan-brokers/',
      },
    ],
    [
      'debt-brokers',
      'ProductListBrokerDebt',
      {
        'de-DE': '/umschuldung-vermittler/',
        'nb-NO': '/no/refinansiering-meglere/',
        'es-MX': '/mx/brokers-de-deudas/',
        'en-US': '/us/debt-brokers/',
      },
    ],
    [
      'debt-refinancing',
      'ProductListRankedDebt',
      {
        'de-DE': '/umschuldung/',
        'nb-NO': '/no/refinansiering/',
        'es-MX': '/mx/consolidacion-de-deudas/',
        'en-US': '/us/debt-consolidation/',
      },
    ],
    [
      'find-a-loan',
      'ProductListLeadQualifier',
      {
        'de-DE': '/kredit-finden/',
        'nb-NO': '/no/finn-lan/',
        'es-MX': '/mx/encuentra-tu-prestamo/',
        'en-US': '/us/find-a-loan/',
      },
    ],
    [
      'loan-survey',
      'Survey',
      {
        'de-DE': '/kreditcheck/',
        'nb-NO': '/no/lanesjekk/',
        'es-MX': '/mx/cuestionario/',
        'en-US': '/us/loan-survey/',
      },
    ],
    [
      'signup',
      'Signup',
      { 'de-DE': '/anmelden/', 'nb-NO': '/no/registrer/', 'es-MX': '/mx/registro/', 'en-US': '/us/sign-up/' },
    ],
    [
      'partner-signup',
      'SignupWhiteLabelBroker',
      {
        'de-DE': '/partner/anmelden/',
        'nb-NO': '/no/partner/registrer/',
        'es-MX': '/mx/socio/registro/',
        'en-US': '/us/partner/sign-up/',
      },
    ],
    [
      'partner-signup-extended',
      'SignupWhiteLabelBrokerExtended',
      {
        'de-DE': '/partner/kreditanfrage/',
        'nb-NO': '/no/partner/lanesoknad/',
        'es-MX': '/mx/socio/solicitud/',
        'en-US': '/us/partner/loan-application/',
      },
    ],
    [
      'partner-signup-debt',
      'SignupWhiteLabelBrokerExtendedDebt',
      {
        'de-DE': '/partner/umschuldung-anfrage/',
        'nb-NO': '/no/partner/refinansiering-soknad/',
        'es-MX': '/mx/socio/solicitud-deudas/',
        'en-US': '/us/partner/debt-application/',
      },
    ],
    [
      'compare',
      'Compare',
      { 'de-DE': '/vergleich/', 'nb-NO': '/no/sammenlign/', 'es-MX': '/mx/comparar/', 'en-US': '/us/compare/' },
    ],
    [
      'rating-method',
      'ScoringMethod',
      {
        'de-DE': '/bewertungsmethode/',
        'nb-NO': '/no/vurderingsmetode/',
        'es-MX': '/mx/metodo-de-evaluacion/',
        'en-US': '/us/rating-method/',
      },
    ],
    [
      'privacy-policy',
      'PrivacyPolicy',
      {
        'de-DE': '/datenschutz/',
        'nb-NO': '/no/personvern/',
        'es-MX': '/mx/privacidad/',
        'en-US': '/us/privacy-policy/',
      },
    ],
  ]
const financeRoutesByLocale = (locale: FinanceLocale) =>
  financeRoutes.map(([name, pageType, paths]) => staticRoute(name, paths[locale], pageType, locale))
const financeSiteRoutes = [
  ...(['de-DE', 'nb-NO', 'es-MX', 'en-US'] as const).flatMap(financeRoutesByLocale),
  // Only its German version is a German website, which must have these.
  ...germanLegalRoutes(),
]

// Typed as the parsed config (defaults written out), so the browser can take it as it is: it runs
// the bundle whose config the server parsed at start-up, and parsing it again cost ~8 ms of the
// first script's evaluation (docs/decisions/019-render-cost-and-page-weight.md). app.config.test.ts
// checks that parsing it changes nothing.
export const appConfigData: AppConfig = {
  countries: [
    { id: 13, locale: 'de-DE', pathPrefix: '', phoneCode: '49', currencyName: 'EUR' },
    { id: 1, locale: 'nb-NO', pathPrefix: 'no', phoneCode: '47', currencyName: 'NOK' },
    { id: 2, locale: 'sv-SE', pathPrefix: 'se', phoneCode: '46', currencyName: 'SEK' },
    { id: 3, locale: 'fi-FI', pathPrefix: 'fi', phoneCode: '358', currencyName: 'EUR' },
    { id: 7, locale: 'es-MX', pathPrefix: 'mx', phoneCode: '52', currencyName: 'MXN' },
    { id: 9, locale: 'en-US', pathPrefix: 'us', phoneCode: '1', currencyName: 'USD' },
  ],
  websites: [
    {
      id: germanCasinoSiteId,
      url: 'https://www.casinokompass.de',
      cleanUrl: 'casinokompass.de',
      displayName: 'CasinoKompass',
      productType: { id: productTypeIds.IGaming },
      countryIds: [13],
      analytics4Key: 'G-CK2026DE01',
      microsoftClarityId: 'ck2026de',
      paths: {
        PrivacyPolicy: pathsOf(germanCasinoRoutes, 'PrivacyPolicy'),
        CookiePolicy: pathsOf(germanCasinoRoutes, 'CookiePolicy'),
        LegalNotice: pathsOf(germanCasinoRoutes, 'LegalNotice'),
        // Where the cards' "Vergleichen" selection is compared.
        Compare: pathsOf(germanCasinoRoutes, 'Compare'),
        // Where every review's score breakdown links to.
        ScoringMethod: pathsOf(germanCasinoRoutes, 'ScoringMethod'),
      },
      entryPaths: {
        Article: { 'de-DE': '/ratgeber/' },
        Author: { 'de-DE': '/autoren/' },
        GameProvider: { 'de-DE': '/spielehersteller/' },
        // Under the list of payment methods, beside the lists of casinos by method (SPEC section 2).
        PaymentProvider: { 'de-DE': '/zahlungsmethoden/' },
        Slot: { 'de-DE': '/slots/' },
        CasinoReview: { 'de-DE': '/casinos/' },
      },
      whiteLabelPartners: [],
      routes: germanCasinoRoutes,
    },
    {
      id: financeSiteId,
      url: 'https://www.finanzkompass.example',
      cleanUrl: 'finanzkompass.example',
      displayName: 'FinanzKompass',
      productType: { id: productTypeIds.Finance },
      // Germany (id 13) serves the paths without a prefix; the others live under theirs.
      countryIds: [13, 1, 7, 9],
      analytics4Key: 'G-FK2026INT1',
      // Demo ids: the finance site runs every advertising pixel the rules allow it (SPEC section 6).
      metaPixelId: '107500000000001',
      bingKey: '187500001',
      tiktokPixelId: 'CFK2026DEMO75',
      paths: {
        PrivacyPolicy: pathsOf(financeSiteRoutes, 'PrivacyPolicy'),
        CookiePolicy: pathsOf(financeSiteRoutes, 'CookiePolicy'),
        LegalNotice: pathsOf(financeSiteRoutes, 'LegalNotice'),
        Compare: pathsOf(financeSiteRoutes, 'Compare'),
        ScoringMethod: pathsOf(financeSiteRoutes, 'ScoringMethod'),
      },
      entryPaths: {},
      whiteLabelPartners: [
        {
          id: 'kreditpartner',
          name: 'KreditPartner Direkt',
          logo: '/images/finance/kreditpartner.svg',
          brandColor: '#0a4d8c',
        },
      ],
      routes: financeSiteRoutes,
    },
  ],
  defaultWebsiteId: germanCasinoSiteId,
  socialCards: {
    default: { twitterHandle: '@vergleichsportal', image: '/og/default.png' },
    bySiteId: { '75': { twitterHandle: '@finanzvergleich', image: '/og/site-75.png' } },
  },
}

export const appConfig: AppConfig = typeof window === 'undefined' ? parseAppConfig(appConfigData) : appConfigData
