import { defineBlock } from '../define-block.ts'
import { type CookiePolicyBlock, cookiePolicyBlockSchema } from './schema.ts'

export const cookiePolicyExample: CookiePolicyBlock = {
  blockType: 'cookiePolicy',
  heading: 'Eingesetzte Cookies und Dienste',
}

export const cookiePolicyBlock = defineBlock({
  schema: cookiePolicyBlockSchema,
  example: cookiePolicyExample,
  cms: {},
})
