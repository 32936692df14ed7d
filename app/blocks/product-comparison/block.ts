import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type ProductComparisonBlock, productComparisonBlockSchema } from './schema.ts'

export const productComparisonExample: ProductComparisonBlock = {
  blockType: 'productComparison',
  heading: 'Nordlicht, Spielwerk24 und Rheingold im direkten Vergleich',
  productIds: ['nordlicht-casino', 'spielwerk24', 'rheingold-slots'],
  fromUrl: false,
}

export const productComparisonBlock = defineBlock({
  schema: productComparisonBlockSchema,
  example: productComparisonExample,
  cms: {
    labels: {
      singular: { de: 'Produktvergleich', en: 'Product comparison' },
      plural: { de: 'Produktvergleiche', en: 'Product comparisons' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      productIds: {
        label: { de: 'Produkte (IDs, höchstens 3)', en: 'Products (IDs, at most 3)' },
        description: {
          de: 'IDs von Einträgen unter „Casinos“ (Casino-Website) oder „Finanzprodukte“ (Finanz-Website), in der Reihenfolge der Spalten, z. B. nordlicht-casino.',
          en: 'IDs of entries under “Casinos” (casino site) or “Finance products” (finance site), in the order of the columns, e.g. nordlicht-casino.',
        },
      },
      fromUrl: {
        label: { de: 'Auswahl der Besucher', en: "Visitors' choice" },
        description: {
          de: 'Nur für die Vergleichsseite: die in der Adresse gewählten Produkte (?ids=) ersetzen die obigen.',
          en: 'For the comparison page only: the products chosen in the address (?ids=) replace those above.',
        },
      },
    },
    outboundLinks: 'always',
  },
})
