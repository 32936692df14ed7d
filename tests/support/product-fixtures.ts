// Test products: a valid casino with sensible defaults, changed only where a test cares.
import {
  type CasinoScores,
  casinoScoreCategories,
  type GglWhitelistEntry,
  type Product,
} from '../../app/contracts/content/schemas.ts'

type ProductOverrides = Partial<Omit<Product, 'bonus' | 'licence'>> & {
  bonus?: Partial<Product['bonus']>
  licence?: Partial<Product['licence']>
  /** Every category scored this, so the computed rating is this too. */
  rating?: number
}

/** Scores of the same value in every category: their weighted rating is that value. */
export const evenScores = (score: number): CasinoScores =>
  Object.fromEntries(casinoScoreCategories.map((category) => [category, score])) as CasinoScores

export function makeProduct(id: string, overrides: ProductOverrides = {}): Product {
  const { bonus, licence, rating = 4, ...rest } = overrides
  const url = rest.url ?? `https://${id}.example/`
  return {
    id,
    name: `Casino ${id}`,
    logo: `/logos/${id}.svg`,
    scores: evenScores(rating),
    rank: 10,
    launched: 2022,
    features: [],
    paymentProviderIds: ['paypal'],
    gameProviderIds: ['netent'],
    pros: ['Schnelle Auszahlung'],
    cons: [],
    // A test that moves the link moves the product's domain with it, unless it names another.
    domain: new URL(url).hostname.replace(/^www\./, ''),
    url,
    ...rest,
    licence: { authority: 'GGL', number: `GGL-${id}`, ...licence },
    bonus: {
      headline: '100 % bis 100 €',
      amount: 100,
      percentage: 100,
      freeSpins: 0,
      wagering: 35,
      minimumDeposit: 10,
      noDeposit: false,
      eligibility: 'new-customers',
      occasion: 'first-deposit',
      validDays: 30,
      wageringBase: 'bonus',
      ...bonus,
    },
  }
}

/** The site's copy of the GGL whitelist listing these products' domains, but for the ids named off it. */
export function makeGglWhitelist(
  products: readonly Product[],
  { offList = [], listedOn = '2026-11-20' }: { offList?: readonly string[]; listedOn?: string } = {},
): GglWhitelistEntry[] {
  return products
    .filter((product) => !offList.includes(product.id))
    .map((product) => ({ id: product.domain.replaceAll('.', '-'), domain: product.domain, licences: [], listedOn }))
}
