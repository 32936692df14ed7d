import { defineBlockView } from '../define-block.ts'
import { LegalNotice } from './component.tsx'
import type { LegalNoticeBlock } from './schema.ts'

export const legalNoticeView = defineBlockView<LegalNoticeBlock>({ Component: LegalNotice })
