// The content API's contract: what every /content/* call answers. The embedded content service
// validates its store with these schemas on load, and the client parses every response with them.
import { lazySchema, z } from '../../lib/zod.ts'
import { mediaKeyword } from './media.ts'
import { hostnamePattern, outboundLinkProblem } from './outbound-link-template.ts'

const slugSchema = lazySchema(() =>
  z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug like paypal or book-of-dead')),
)
const idSchema = slugSchema
/** Site-relative asset path (under public/) or an absolute https URL; marked, so the CMS keeps it in its media library. */
const imageSchema = z
  .string()
  .check(z.regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'Expected /path or https:// URL'))
  .register(z.globalRegistry, { [mediaKeyword]: true })
const isoDateSchema = z.iso.date()
const internalPathSchema = lazySchema(() =>
  z.string().check(z.regex(/^\/(?:[a-z0-9-]+\/)*(?:#[\w-]+)?$/, 'Expected a site path with a trailing slash')),
)
const hrefSchema = lazySchema(() => z.union([internalPathSchema, z.url({ protocol: /^https$/ })]))

export const consentCategories = ['necessary', 'preferences', 'statistics', 'marketing'] as const
export const consentCategorySchema = z.enum(consentCategories)
export type ConsentCategory = z.infer<typeof consentCategorySchema>

export const authorSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    role: z.string().check(z.minLength(1)),
    bio: z.string().check(z.minLength(1)),
    avatar: z.optional(imageSchema),
    expertise: z._default(z.array(z.string().check(z.minLength(1))), []),
  }),
)
export type Author = z.infer<typeof authorSchema>

export const categorySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    description: z.string().check(z.minLength(1)),
  }),
)
export type Category = z.infer<typeof categorySchema>

export const cookieCategorySchema = lazySchema(() =>
  z.object({
    id: consentCategorySchema,
    name: z.string().check(z.minLength(1)),
    description: z.string().check(z.minLength(1)),
  }),
)
export type CookieCategory = z.infer<typeof cookieCategorySchema>

export const cookieSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    description: z.string().check(z.minLength(1)),
    expiration: z.string().check(z.minLength(1)),
    type: z.enum(['HTTP', 'HTML', 'Pixel']),
    enabled: z.boolean(),
  }),
)
export type Cookie = z.infer<typeof cookieSchema>

/** A provider that sets cookies. providerName 'Internal' is shown as the site's display name. */
export const websiteCookieProviderSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    category: consentCategorySchema,
    providerName: z.string().check(z.minLength(1)),
    /** Link to the provider's policy; 'internal' resolves to the site's cookie or privacy policy page. */
    url: z.union([z.literal('internal'), z.url({ protocol: /^https$/ })]),
    cookies: z.array(cookieSchema),
  }),
)
export type WebsiteCookieProvider = z.infer<typeof websiteCookieProviderSchema>

export const cookieConsentComponentSchema = lazySchema(() =>
  z.object({
    tabs: z.object({
      consent: z.string().check(z.minLength(1)),
      details: z.string().check(z.minLength(1)),
      about: z.string().check(z.minLength(1)),
    }),
    heading: z.string().check(z.minLength(1)),
    text: z.string().check(z.minLength(1)),
    about: z.string().check(z.minLength(1)),
    acceptButton: z.string().check(z.minLength(1)),
    deny: z.string().check(z.minLength(1)),
    acceptAll: z.string().check(z.minLength(1)),
    consentKeys: z.optional(z.partialRecord(consentCategorySchema, z.string().check(z.minLength(1)))),
    /** Bumped by editors when the cookie policy changes; a stored consent of an older revision is asked again. */
    policyRevision: z.int().check(z.positive()),
  }),
)

/** Named site-wide texts the templates and the consent modal need. */
export const componentsSchema = lazySchema(() =>
  z.object({
    cookieConsent: cookieConsentComponentSchema,
    footer: z.object({
      about: z.string().check(z.minLength(1)),
      copyright: z.string().check(z.minLength(1)),
    }),
    affiliateDisclosure: z.object({ text: z.string().check(z.minLength(1)) }),
  }),
)
export type Components = z.infer<typeof componentsSchema>

export type MenuItem = { label: string; href: string; children?: MenuItem[] }
export const menuItemSchema: z.ZodMiniType<MenuItem> = lazySchema(() =>
  z.object({
    label: z.string().check(z.minLength(1)),
    href: hrefSchema,
    get children() {
      return z.optional(z.array(menuItemSchema))
    },
  }),
)
export const menuSchema = lazySchema(() =>
  z.object({
    id: z.enum(['header', 'footer', 'legal']),
    items: z.array(menuItemSchema),
  }),
)
export const menusSchema = lazySchema(() => z.array(menuSchema))
export type Menu = z.infer<typeof menuSchema>

export const searchMenuItemSchema = lazySchema(() =>
  z.object({
    label: z.string().check(z.minLength(1)),
    href: internalPathSchema,
    keywords: z.array(z.string().check(z.minLength(1))),
  }),
)
export type SearchMenuItem = z.infer<typeof searchMenuItemSchema>

export const pageMetaSchema = lazySchema(() =>
  z.object({
    title: z.string().check(z.minLength(1), z.maxLength(70)),
    description: z.string().check(z.minLength(1), z.maxLength(170)),
    noFollow: z.boolean(),
    noIndex: z.boolean(),
  }),
)
export type PageMeta = z.infer<typeof pageMetaSchema>

/**
 * A block as it crosses the API: its type plus its props. The contract does not fix the props so an
 * unknown or broken block from the CMS can never fail the whole page; the renderer parses each one.
 * A verified draft read from the CMS adds the block's CMS row (`editor`, a BlockEditorRef of
 * ../visual-editing.ts): left to the loose object, so visitors' pages parse nothing more for it.
 */
export const blockEnvelopeSchema = lazySchema(() =>
  z.looseObject({
    blockType: z.string().check(z.minLength(1)),
    id: z.optional(z.string()),
  }),
)
export type BlockEnvelope = z.infer<typeof blockEnvelopeSchema>

export const pageSchema = lazySchema(() =>
  z.object({
    path: internalPathSchema,
    meta: pageMetaSchema,
    updatedAt: isoDateSchema,
    blocks: z.array(blockEnvelopeSchema),
  }),
)
export type Page = z.infer<typeof pageSchema>

export const postSummarySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    /** The post's name: its slug, used by the names filter of /content/post-summaries. */
    name: slugSchema,
    title: z.string().check(z.minLength(1)),
    excerpt: z.string().check(z.minLength(1)),
    authorId: idSchema,
    categoryId: idSchema,
    publishedAt: isoDateSchema,
    image: z.optional(imageSchema),
    featured: z.boolean(),
  }),
)
export type PostSummary = z.infer<typeof postSummarySchema>

export const postSchema = lazySchema(() =>
  z.extend(postSummarySchema, {
    meta: pageMetaSchema,
    updatedAt: isoDateSchema,
    blocks: z.array(blockEnvelopeSchema),
  }),
)
export type Post = z.infer<typeof postSchema>

export const gameProviderSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    logo: imageSchema,
    description: z.string().check(z.minLength(1)),
    founded: z.int().check(z.gte(1950), z.lte(2100)),
    headquarters: z.string().check(z.minLength(1)),
    gameCount: z.int().check(z.nonnegative()),
    website: z.url({ protocol: /^https$/ }),
  }),
)
export type GameProvider = z.infer<typeof gameProviderSchema>

export const paymentProviderSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    logo: imageSchema,
    kind: z.enum(['ewallet', 'card', 'bank-transfer', 'prepaid', 'instant-banking']),
    description: z.string().check(z.minLength(1)),
    depositTime: z.string().check(z.minLength(1)),
    withdrawalTime: z.string().check(z.minLength(1)),
    fees: z.string().check(z.minLength(1)),
    /** The list page for casinos taking this method, when the site has one. */
    listPath: z.optional(internalPathSchema),
  }),
)
export type PaymentProvider = z.infer<typeof paymentProviderSchema>

export const slotSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string().check(z.minLength(1)),
    gameProviderId: idSchema,
    image: imageSchema,
    rtp: z.number().check(z.gte(80), z.lte(100)),
    volatility: z.enum(['low', 'medium', 'high', 'very-high']),
    reels: z.int().check(z.gte(3), z.lte(10)),
    paylines: z.int().check(z.positive()),
    maxWin: z.string().check(z.minLength(1)),
    releaseYear: z.int().check(z.gte(1990), z.lte(2100)),
  }),
)
export type Slot = z.infer<typeof slotSchema>

export const casinoFeatures = ['mobile', 'live', 'new', 'real-money'] as const
export const casinoFeatureSchema = z.enum(casinoFeatures)

export const bonusEligibilities = ['new-customers', 'existing-customers'] as const
/** Who may claim a bonus: customers are 18 or older in any case (GlüStV 2021 § 4 (3)). */
export const bonusEligibilitySchema = z.enum(bonusEligibilities)
export const bonusOccasions = ['registration', 'first-deposit', 'deposit', 'reload'] as const
export const bonusOccasionSchema = z.enum(bonusOccasions)
export const wageringBases = ['bonus', 'bonus-and-deposit'] as const
export const wageringBaseSchema = z.enum(wageringBases)
export type WageringBase = z.infer<typeof wageringBaseSchema>

/** An editor's score of one category, out of 5. */
const categoryScoreSchema = lazySchema(() => z.number().check(z.gte(0), z.lte(5)))

/**
 * The categories editors score a casino on; the rating is computed from them with the weights the
 * method states (app/products/scoring.ts), never typed.
 */
export const casinoScoreCategories = ['licence', 'bonus', 'payments', 'games', 'mobile', 'support'] as const
export const casinoScoresSchema = lazySchema(() =>
  z.object({
    /** Licence and player protection. */
    licence: categoryScoreSchema,
    /** Bonus fairness: the size of the offer against its terms. */
    bonus: categoryScoreSchema,
    /** Deposits and withdrawals: methods, speed, fees. */
    payments: categoryScoreSchema,
    /** Game choice. */
    games: categoryScoreSchema,
    /** Playing on a phone. */
    mobile: categoryScoreSchema,
    /** Customer support. */
    support: categoryScoreSchema,
  }),
)
export type CasinoScores = z.infer<typeof casinoScoresSchema>

/** The categories editors score a finance product on, whatever its kind. */
export const financeScoreCategories = ['costs', 'conditions', 'application', 'service'] as const
export const financeScoresSchema = lazySchema(() =>
  z.object({
    /** Interest and fees. */
    costs: categoryScoreSchema,
    /** Amounts, terms and flexibility. */
    conditions: categoryScoreSchema,
    /** Applying and being paid out: speed, paperwork, transparency. */
    application: categoryScoreSchema,
    /** Customer service. */
    service: categoryScoreSchema,
  }),
)
export type FinanceScores = z.infer<typeof financeScoresSchema>

/** The fields every ranked product has, casino or finance product (the ranking reads them). */
const rankedProductFields = () => ({
  id: idSchema,
  name: z.string().check(z.minLength(1)),
  logo: imageSchema,
  /** Editorial rank; lower ranks first. */
  rank: z.int().check(z.positive()),
})

const hostnameSchema = lazySchema(() =>
  z.string().check(z.regex(hostnamePattern, 'Expected a lowercase domain like nordlicht-casino.de')),
)

/** The kinds of licence the GGL grants (GlüStV 2021 §§ 4a, 22a-22c, 27a). */
export const gglLicenceTypes = [
  'virtual-slots',
  'online-casino',
  'online-poker',
  'sports-betting',
  'horse-betting',
  'lotteries',
] as const
export const gglLicenceTypeSchema = z.enum(gglLicenceTypes)

/**
 * One domain of the GGL's whitelist of licensed operators, as the site last took the list: a
 * casino is whitelisted when its domain is here (app/products/ggl-whitelist.ts). German law allows
 * advertising only these (GlüStV 2021 § 5 (7)); `npm run ggl:import` and the CMS's upload keep it current.
 */
export const gglWhitelistEntrySchema = lazySchema(() =>
  z.object({
    /** The domain with its dots as hyphens, so the entry has a slug like every other. */
    id: idSchema,
    domain: hostnameSchema,
    /** The licence holder, where the list names it. */
    operator: z.optional(z.string().check(z.minLength(1))),
    licences: z._default(z.array(gglLicenceTypeSchema), []),
    /** The day the GGL's list holding this domain was taken: the site's copy is as old as its newest entry. */
    listedOn: isoDateSchema,
  }),
)
export type GglWhitelistEntry = z.infer<typeof gglWhitelistEntrySchema>

/** Where a product's click-outs go and who tracks them (outbound-link-template.ts). */
const outboundLinkFields = () => ({
  /** The product's own domain: its outbound link stays on it (or on its network's). */
  domain: hostnameSchema,
  /** The affiliate network that tracks the product's click-outs and posts its conversions back. */
  network: z.optional(z.object({ id: slugSchema, domain: hostnameSchema })),
  /** The tracked outbound link, a template: {subId} and {clickId} are filled on every click-out. */
  url: z.url({ protocol: /^https$/ }),
})

/** The outbound link stays on the product's domain or its network's and redirects nowhere else. */
const outboundLinkCheck = () =>
  z.superRefine<{ domain: string; network?: { domain: string }; url: string }>((product, ctx) => {
    const problem = outboundLinkProblem(product.url, { own: product.domain, network: product.network?.domain })
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem })
  })

/** A casino review: editorial content, ranked by the shared ranking function. */
export const productSchema = lazySchema(() =>
  z
    .object({
      ...rankedProductFields(),
      /** The editors' score per category; the rating is computed from them. */
      scores: casinoScoresSchema,
      launched: z.int().check(z.gte(1990), z.lte(2100)),
      licence: z.object({
        authority: z.string().check(z.minLength(1)),
        number: z.string().check(z.minLength(1)),
      }),
      bonus: z.object({
        headline: z.string().check(z.minLength(1)),
        amount: z.number().check(z.nonnegative()),
        percentage: z.int().check(z.nonnegative()),
        freeSpins: z.int().check(z.nonnegative()),
        /** Wagering requirement as a multiple, e.g. 35 for 35x. */
        wagering: z.number().check(z.nonnegative()),
        minimumDeposit: z.number().check(z.nonnegative()),
        code: z.optional(z.string().check(z.regex(/^[A-Z0-9]{3,20}$/))),
        noDeposit: z.boolean(),
        // The terms German bonus advertising must state (GlüStV 2021 § 5): optional here because
        // other markets do not ask for them; the German site's compliance check requires them.
        /** Who may claim the bonus. */
        eligibility: z.optional(bonusEligibilitySchema),
        /** On what occasion it is granted. */
        occasion: z.optional(bonusOccasionSchema),
        /** How many days after it is granted it can be wagered. */
        validDays: z.optional(z.int().check(z.positive())),
        /** What the wagering multiple applies to. */
        wageringBase: z.optional(wageringBaseSchema),
        /** The highest stake per game round while the bonus is active, where the operator sets one. */
        maxStake: z.optional(z.number().check(z.positive())),
      }),
      paymentProviderIds: z.array(idSchema).check(z.minLength(1)),
      gameProviderIds: z.array(idSchema).check(z.minLength(1)),
      features: z.array(casinoFeatureSchema),
      pros: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(5)),
      cons: z.array(z.string().check(z.minLength(1))).check(z.maxLength(5)),
      /** The editors' review: their verdict, who wrote it and when (the casino's review page shows it). */
      review: z.optional(
        z.object({
          verdict: z.string().check(z.minLength(1), z.maxLength(1500)),
          authorId: idSchema,
          reviewedAt: isoDateSchema,
        }),
      ),
      /** Blocks editors add to the casino's review page, below the verdict; their HTML is sanitised like a page's. */
      blocks: z.optional(z.array(blockEnvelopeSchema)),
      ...outboundLinkFields(),
    })
    .check(outboundLinkCheck()),
)
export type Product = z.infer<typeof productSchema>

// Finance products (the finance site, product type Finance): credit cards, loans, loan brokers and
// debt refinancing. Amounts are in the currency of the locale's country; rates in percent.
const amountRangeSchema = lazySchema(() =>
  z
    .object({ min: z.number().check(z.nonnegative()), max: z.number().check(z.nonnegative()) })
    .check(z.refine((range) => range.min <= range.max, 'Expected min <= max')),
)
const rateRangeSchema = lazySchema(() =>
  z
    .object({ min: z.number().check(z.gte(0), z.lte(100)), max: z.number().check(z.gte(0), z.lte(100)) })
    .check(z.refine((range) => range.min <= range.max, 'Expected min <= max')),
)
const yearsRangeSchema = lazySchema(() =>
  z
    .object({ min: z.int().check(z.positive()), max: z.int().check(z.positive()) })
    .check(z.refine((range) => range.min <= range.max, 'Expected min <= max')),
)
const lendingTermsSchema = { amount: amountRangeSchema, interestRate: rateRangeSchema, termYears: yearsRangeSchema }

export const financeProductKinds = ['credit-card', 'loan', 'broker', 'debt'] as const
export const financeProductKindSchema = z.enum(financeProductKinds)

const financeProductBaseSchema = lazySchema(() =>
  z.object({
    ...rankedProductFields(),
    /** The editors' score per category; the rating is computed from them. */
    scores: financeScoresSchema,
    highlights: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(4)),
    /** What the product suits; survey and lead-qualifier answers match against these. */
    tags: z.array(slugSchema),
    ...outboundLinkFields(),
  }),
)

export const financeProductSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z
      .extend(financeProductBaseSchema, {
        kind: z.literal('credit-card'),
        annualFee: z.number().check(z.nonnegative()),
        interestRate: z.number().check(z.gte(0), z.lte(100)),
        creditLimit: amountRangeSchema,
        interestFreeDays: z.int().check(z.nonnegative()),
      })
      .check(outboundLinkCheck()),
    z.extend(financeProductBaseSchema, { kind: z.literal('loan'), ...lendingTermsSchema }).check(outboundLinkCheck()),
    z.extend(financeProductBaseSchema, { kind: z.literal('debt'), ...lendingTermsSchema }).check(outboundLinkCheck()),
    z
      .extend(financeProductBaseSchema, {
        kind: z.literal('broker'),
        ...lendingTermsSchema,
        /** Banks the broker sends one application to. */
        partnerLenders: z.int().check(z.positive()),
        /** Which applications it brokers: new loans, refinancing of debt, or both. */
        covers: z.array(z.enum(['loan', 'debt'])).check(z.minLength(1)),
      })
      .check(outboundLinkCheck()),
  ]),
)
export type FinanceProduct = z.infer<typeof financeProductSchema>
