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
  cms: {},
})
