import { defineBlockView } from '../define-block.ts'
import { Faq } from './component.tsx'
import type { FaqBlock } from './schema.ts'

export const faqView = defineBlockView<FaqBlock>({ Component: Faq })
