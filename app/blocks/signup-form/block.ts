import { blockIdLabel, headingLabel } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type SignupFormBlock, signupFormBlockSchema } from './schema.ts'

export const signupFormExample: SignupFormBlock = {
  blockType: 'signupForm',
  heading: 'Jetzt unverbindlich anfragen',
  intro: 'Wir melden uns innerhalb eines Werktags mit passenden Angeboten.',
}

export const signupFormBlock = defineBlock({
  schema: signupFormBlockSchema,
  example: signupFormExample,
  cms: {
    labels: {
      singular: { de: 'Anmeldeformular', en: 'Signup form' },
      plural: { de: 'Anmeldeformulare', en: 'Signup forms' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      intro: { label: { de: 'Einleitung', en: 'Intro' } },
      partnerId: {
        label: { de: 'Partner (ID)', en: 'Partner (ID)' },
        description: {
          de: 'Nur auf White-Label-Seiten: der Partner, dessen Marke das Formular zeigt.',
          en: 'White-label pages only: the partner whose brand the form shows.',
        },
      },
      purpose: {
        label: { de: 'Zweck', en: 'Purpose' },
        description: {
          de: 'Fragt zusätzlich nach der Kredit- bzw. Umschuldungssumme.',
          en: 'Also asks for the loan or refinancing amount.',
        },
        options: { loan: { de: 'Kredit', en: 'Loan' }, debt: { de: 'Umschuldung', en: 'Debt refinancing' } },
      },
    },
  },
})
