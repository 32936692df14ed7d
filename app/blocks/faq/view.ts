import { defineBlockView } from '../define-block.ts'
import { Faq } from './component.tsx'
import { faqFromServerHtml } from './from-server-html.ts'
import type { FaqBlock } from './schema.ts'

export const faqView = defineBlockView<FaqBlock>({ Component: Faq, fromServerHtml: faqFromServerHtml })
