import { defineBlockView } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import type { LegalNoticeBlock } from './schema.ts'

// Its own chunk: one page of the site shows it.
export const legalNoticeView = defineBlockView<LegalNoticeBlock>(
  lazyBlockComponent(() => import('./component.tsx').then((module) => module.LegalNotice)),
)
