import { defineBlock } from '../define-block.ts'
import { signupFormBlockSchema, signupFormExample } from './schema.ts'

export const signupFormBlock = defineBlock({
  schema: signupFormBlockSchema,
  example: signupFormExample,
  cms: {},
})
