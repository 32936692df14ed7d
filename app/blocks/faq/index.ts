import { defineBlock } from '../define-block.ts'
import { Faq } from './component.tsx'
import { faqBlockSchema } from './schema.ts'

export const faqBlock = defineBlock({ schema: faqBlockSchema, Component: Faq })
