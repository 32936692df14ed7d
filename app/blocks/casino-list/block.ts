import { blockIdLabel, casinoFeatureOptions, headingLabel, visitorFiltersLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type CasinoListBlock, casinoListBlockSchema } from './schema.ts'

export const casinoListExample: CasinoListBlock = {
  blockType: 'casinoList',
  heading: 'Online Casinos mit PayPal',
  filter: { paymentProviderId: 'paypal' },
  sort: 'rank',
  limit: 10,
  visitorFilters: ['provider', 'feature', 'noDeposit', 'maxWagering'],
}

export const casinoListBlock = defineBlock({
  schema: casinoListBlockSchema,
  example: casinoListExample,
  cms: {
    labels: {
      singular: { de: 'Casino-Liste', en: 'Casino list' },
      plural: { de: 'Casino-Listen', en: 'Casino lists' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      filter: {
        label: { de: 'Filter', en: 'Filter' },
        description: {
          de: 'Welche Casinos die Liste zeigt; ohne Filter alle.',
          en: 'Which casinos the list shows; without a filter, all of them.',
        },
        fields: {
          paymentProviderId: {
            label: { de: 'Nur mit Zahlungsmethode (ID)', en: 'Only with payment method (ID)' },
            description: {
              de: 'Die ID einer Zahlungsmethode, z. B. paypal.',
              en: 'The ID of a payment method, e.g. paypal.',
            },
          },
          feature: { label: { de: 'Nur mit Merkmal', en: 'Only with feature' }, options: casinoFeatureOptions },
          bonus: {
            label: { de: 'Nur mit Bonus', en: 'Only with bonus' },
            options: {
              any: { de: 'Beliebiger Bonus', en: 'Any bonus' },
              'free-spins': { de: 'Freispiele', en: 'Free spins' },
              'no-deposit': { de: 'Ohne Einzahlung', en: 'No deposit' },
              code: { de: 'Mit Bonuscode', en: 'With bonus code' },
              welcome: { de: 'Willkommensbonus', en: 'Welcome bonus' },
            },
          },
        },
      },
      sort: {
        label: { de: 'Sortierung', en: 'Sort order' },
        options: {
          rank: { de: 'Rang', en: 'Rank' },
          rating: { de: 'Bewertung', en: 'Rating' },
          'bonus-amount': { de: 'Bonushöhe', en: 'Bonus amount' },
          newest: { de: 'Neueste zuerst', en: 'Newest first' },
        },
      },
      limit: { label: { de: 'Höchstens anzeigen', en: 'Show at most' } },
      visitorFilters: visitorFiltersLabel({
        payment: { de: 'Zahlungsmethode', en: 'Payment method' },
        provider: { de: 'Spielehersteller', en: 'Game provider' },
        feature: { de: 'Merkmale (Live, Mobil …)', en: 'Features (live, mobile …)' },
        noDeposit: { de: 'Bonus ohne Einzahlung', en: 'No-deposit bonus' },
        maxMinDeposit: { de: 'Mindesteinzahlung höchstens', en: 'Minimum deposit at most' },
        maxWagering: { de: 'Umsatzbedingung höchstens', en: 'Wagering at most' },
      }),
    },
    outboundLinks: 'always',
    references: [{ path: 'filter.paymentProviderId', collection: 'paymentProviders' }],
  },
})
