import { blockIdLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type AuthorBoxBlock, authorBoxBlockSchema } from './schema.ts'

export const authorBoxExample: AuthorBoxBlock = { blockType: 'authorBox', authorId: 'lena-hoffmann' }

export const authorBoxBlock = defineBlock({
  schema: authorBoxBlockSchema,
  example: authorBoxExample,
  cms: {
    labels: { singular: { de: 'Autorenbox', en: 'Author box' }, plural: { de: 'Autorenboxen', en: 'Author boxes' } },
    fields: {
      id: blockIdLabel,
      authorId: {
        label: { de: 'Autor (ID)', en: 'Author (ID)' },
        description: { de: 'Die ID eines Eintrags unter „Autoren“.', en: 'The ID of an entry under “Authors”.' },
      },
    },
    references: [{ path: 'authorId', collection: 'authors' }],
  },
})
