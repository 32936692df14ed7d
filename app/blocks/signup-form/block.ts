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
  cms: {},
})
