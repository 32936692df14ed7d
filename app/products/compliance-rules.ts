// What the German market's law asks of what the site publishes, as one table: each rule with its
// source, the texts that name it (German for editors in the CMS, English for `npm run
// content:check`) and its check. `npm run content:check` and the CMS's publish run the same table on
// a German casino site (market-rules.ts), so neither can publish what the other would refuse. A
// rule sees only what the site holds: whether an operator's own terms changed is beyond it
// (docs/decisions/053-compliance-check.md).
import type { PageType } from '../../app.config.ts'
import type { Product } from '../contracts/content/schemas.ts'
import { type GglWhitelist, isWhitelisted } from './ggl-whitelist.ts'

/** The rules, by id; the table below holds each one's source, texts and check. */
export const complianceRuleIds = [
  'bonus-terms',
  'whitelisted-click-outs',
  'responsible-gambling-notice',
  'no-free-play',
  'legal-notice',
] as const
export type ComplianceRuleId = (typeof complianceRuleIds)[number]

/** Where in the checked document or casino a problem is: property names and list positions. */
export type CompliancePath = readonly (string | number)[]
export type ComplianceProblem = { rule: ComplianceRuleId; path: CompliancePath; message: Texts }
type Texts = { de: string; en: string }

/** A page or post as stored: its blocks are loose until each block's schema reads them. */
export type CheckedDocument = { blocks: readonly Record<string, unknown>[] }
/** What a rule knows beside the document: the site's casinos and its copy of the GGL whitelist. */
export type ComplianceFacts = { products: readonly Product[]; whitelist: GglWhitelist }

type CasinoRule = { subject: 'casino'; check: (casino: Product) => ComplianceProblem[] }
type DocumentRule = {
  subject: 'document'
  check: (document: CheckedDocument, facts: ComplianceFacts, pageType: PageType | undefined) => ComplianceProblem[]
}

const problem = (rule: ComplianceRuleId, path: CompliancePath, message: Texts): ComplianceProblem => ({
  rule,
  path,
  message,
})

/** Every string of a value with its path: rich text, links and headings alike. */
function* stringsOf(value: unknown, path: CompliancePath = []): Generator<[string, CompliancePath]> {
  if (typeof value === 'string') yield [value, path]
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringsOf(item, [...path, index])
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) yield* stringsOf(item, [...path, key])
}

/** The addresses a string links to: an href of rich text, or the whole string when it is one. */
const linksIn = (text: string): string[] => [
  ...[...text.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((match) => match[1] ?? ''),
  ...(/^(?:https:\/\/|\/go\/)\S+$/.test(text) ? [text] : []),
]

/** The casino a link sends the visitor to: its /go/ click-out, or its own domain. */
function casinoLinkedBy(href: string, products: readonly Product[]): Product | undefined {
  const clickOut = href.match(/^\/go\/([a-z0-9-]+)/)
  if (clickOut) return products.find((product) => product.id === clickOut[1])
  const url = URL.parse(href)
  if (url?.protocol !== 'https:') return undefined
  const host = url.hostname.replace(/^www\./, '')
  return products.find((product) => host === product.domain || host.endsWith(`.${product.domain}`))
}

/** The casinos a document links to, with where. */
function casinoLinks(document: CheckedDocument, products: readonly Product[]) {
  const links: { casino: Product; path: CompliancePath }[] = []
  for (const [text, path] of stringsOf(document.blocks, ['blocks']))
    for (const href of linksIn(text)) {
      const casino = casinoLinkedBy(href, products)
      if (casino) links.push({ casino, path })
    }
  return links
}

/** Blocks that list casinos with their click-outs. */
const casinoListingBlocks = new Set(['casinoList'])
const showsCasinoOffers = (document: CheckedDocument, products: readonly Product[]) =>
  document.blocks.some((block) => casinoListingBlocks.has(String(block.blockType))) ||
  casinoLinks(document, products).length > 0

/** Words that offer casino games to play without money: demo modes, play money, free play. */
const freePlay =
  /\b(?:demo(?:-?(?:modus|version|spiel|spiele|slot|slots|game|games|mode))?|spielgeld|(?:kostenlos|gratis|umsonst) (?:spielen|testen|ausprobieren)|ohne (?:echtgeld|einsatz) spielen|play for free|free play)\b/i

/** The bonus terms German advertising must state, by field. */
const requiredBonusTerms: { field: keyof Product['bonus']; present: (bonus: Product['bonus']) => boolean }[] = [
  { field: 'amount', present: (bonus) => bonus.amount > 0 || bonus.freeSpins > 0 },
  { field: 'eligibility', present: (bonus) => bonus.eligibility !== undefined },
  { field: 'occasion', present: (bonus) => bonus.occasion !== undefined },
  { field: 'validDays', present: (bonus) => bonus.validDays !== undefined },
]

export const complianceRules = {
  // GlüStV 2021 § 5 (advertising: the bonus conditions, who may claim it, when and for how long,
  // are stated where the bonus is advertised; the GGL's advertising guidelines on bonus offers).
  'bonus-terms': {
    subject: 'casino',
    check: (casino) =>
      requiredBonusTerms
        .filter(({ present }) => !present(casino.bonus))
        .map(({ field }) =>
          problem('bonus-terms', ['bonus', field], {
            de: 'Bonusbedingungen unvollständig (GlüStV 2021 § 5): Betrag, wer ihn erhält, Anlass und Gültigkeit müssen angegeben sein.',
            en: 'Bonus terms incomplete (GlüStV 2021 § 5): the amount, who may claim it, the occasion and how long it is valid must be stated',
          }),
        ),
  },
  // GlüStV 2021 § 4 (1) and § 5: only gambling licensed in Germany may be offered or advertised; the
  // GGL's whitelist names the licensed operators and their domains.
  'whitelisted-click-outs': {
    subject: 'document',
    check: (document, { products, whitelist }) =>
      casinoLinks(document, products)
        .filter(({ casino }) => !isWhitelisted(casino, whitelist))
        .map(({ casino, path }) =>
          problem('whitelisted-click-outs', path, {
            de: `Link zu ${casino.name}, das nicht auf der GGL-Whitelist steht (GlüStV 2021 § 4, § 5): Werbung für nicht erlaubtes Glücksspiel.`,
            en: `Links to ${casino.name}, which is not on the GGL whitelist (GlüStV 2021 § 4, § 5): advertising of unlicensed gambling`,
          }),
        ),
  },
  // GlüStV 2021 § 5 with § 1 and § 6 (the player-protection duties): advertising states that
  // participation is from 18 only, that gambling can be addictive and where help is (the BIÖG).
  'responsible-gambling-notice': {
    subject: 'document',
    check: (document, { products }) =>
      showsCasinoOffers(document, products) &&
      !document.blocks.some((block) => block.blockType === 'responsibleGambling')
        ? [
            problem('responsible-gambling-notice', ['blocks'], {
              de: 'Seite mit Casino-Angeboten ohne Hinweis „Verantwortungsvoll spielen“ (GlüStV 2021 § 5, § 6): Block hinzufügen.',
              en: 'A page with casino offers lacks the responsible-gambling notice (GlüStV 2021 § 5, § 6): add the block',
            }),
          ]
        : [],
  },
  // GlüStV 2021 § 5 and § 6 (as the GGL applies them): casino games are not promoted for free play
  // (demo modes, play money), which lures without stake, age check or limits.
  'no-free-play': {
    subject: 'document',
    check: (document) =>
      [...stringsOf(document.blocks, ['blocks'])]
        .filter(([text]) => freePlay.test(text.replace(/<[^>]*>/g, ' ')))
        .map(([, path]) =>
          problem('no-free-play', path, {
            de: 'Bewirbt kostenloses Spielen (Demo, Spielgeld) von Casinospielen (GlüStV 2021 § 5, § 6).',
            en: 'Promotes free play (demo, play money) of casino games (GlüStV 2021 § 5, § 6)',
          }),
        ),
  },
  // DDG § 5 (the provider's identity, address, representatives, fast contact, register, VAT id) and
  // MStV § 18 (2) (who is responsible for journalistic content, with their address): the Legal
  // Notice block's schema holds every part; the legal notice page must show that block.
  'legal-notice': {
    subject: 'document',
    check: (document, _facts, pageType) =>
      pageType === 'LegalNotice' && !document.blocks.some((block) => block.blockType === 'legalNotice')
        ? [
            problem('legal-notice', ['blocks'], {
              de: 'Impressum ohne Angaben nach § 5 DDG und § 18 MStV: Block „Impressum“ hinzufügen.',
              en: 'The legal notice lacks its § 5 DDG and § 18 MStV parts: add the Legal Notice block',
            }),
          ]
        : [],
  },
} satisfies Record<ComplianceRuleId, CasinoRule | DocumentRule>

const rulesOf = <S extends (CasinoRule | DocumentRule)['subject']>(subject: S) =>
  Object.values(complianceRules as Record<ComplianceRuleId, CasinoRule | DocumentRule>).filter(
    (rule): rule is Extract<CasinoRule | DocumentRule, { subject: S }> => rule.subject === subject,
  )

/** What the law finds wrong with a casino as the site presents it. */
export const casinoComplianceProblems = (casino: Product): ComplianceProblem[] =>
  rulesOf('casino').flatMap((rule) => rule.check(casino))

/** What the law finds wrong with a page or post; pageType is the page's (a post has none). */
export const documentComplianceProblems = (
  document: CheckedDocument,
  facts: ComplianceFacts,
  pageType?: PageType,
): ComplianceProblem[] => rulesOf('document').flatMap((rule) => rule.check(document, facts, pageType))
