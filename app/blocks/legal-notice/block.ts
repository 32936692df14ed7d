import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type LegalNoticeBlock, legalNoticeBlockSchema } from './schema.ts'

export const legalNoticeExample: LegalNoticeBlock = {
  blockType: 'legalNotice',
  heading: 'Angaben gemäß § 5 DDG',
  operator: {
    name: 'Beispiel Medien GmbH',
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    representedBy: ['Erika Mustermann'],
  },
  contact: { email: 'kontakt@example.com', phone: '+49 30 1234567' },
  register: { court: 'Amtsgericht Charlottenburg', number: 'HRB 123456 B' },
  vatId: 'DE123456789',
  responsibleForContent: { name: 'Erika Mustermann', address: 'Musterstraße 1, 10115 Berlin' },
}

export const legalNoticeBlock = defineBlock({
  schema: legalNoticeBlockSchema,
  example: legalNoticeExample,
  cms: {
    labels: { singular: { de: 'Impressum', en: 'Legal notice' }, plural: { de: 'Impressen', en: 'Legal notices' } },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      operator: {
        label: { de: 'Betreiber', en: 'Operator' },
        fields: {
          name: { label: { de: 'Firma mit Rechtsform', en: 'Company name with legal form' } },
          street: { label: { de: 'Straße und Hausnummer', en: 'Street and number' } },
          postalCode: { label: { de: 'PLZ', en: 'Postal code' } },
          city: { label: { de: 'Ort', en: 'City' } },
          country: { label: { de: 'Land', en: 'Country' } },
          representedBy: {
            label: { de: 'Vertreten durch', en: 'Represented by' },
            description: {
              de: 'Geschäftsführer oder andere Vertreter.',
              en: 'Managing directors or other representatives.',
            },
          },
        },
      },
      contact: {
        label: { de: 'Kontakt', en: 'Contact' },
        fields: {
          email: { label: { de: 'E-Mail', en: 'Email' } },
          phone: {
            label: { de: 'Telefon', en: 'Phone' },
            description: { de: 'International, z. B. +49 40 1234567.', en: 'International, e.g. +49 40 1234567.' },
          },
        },
      },
      register: {
        label: { de: 'Handelsregister', en: 'Commercial register' },
        fields: {
          court: { label: { de: 'Registergericht', en: 'Register court' } },
          number: { label: { de: 'Registernummer', en: 'Register number' } },
        },
      },
      vatId: {
        label: { de: 'USt-IdNr.', en: 'VAT ID' },
        description: { de: 'Nach § 27a UStG, z. B. DE123456789.', en: 'Under § 27a UStG, e.g. DE123456789.' },
      },
      responsibleForContent: {
        label: { de: 'Verantwortlich für den Inhalt', en: 'Responsible for the content' },
        description: { de: 'Nach § 18 Abs. 2 MStV.', en: 'Under § 18 (2) MStV.' },
        fields: {
          name: { label: { de: 'Name', en: 'Name' } },
          address: { label: { de: 'Anschrift', en: 'Address' } },
        },
      },
    },
  },
})
