import { defineBlockView } from '../define-block.ts'
import { CallToAction } from './component.tsx'
import type { CallToActionBlock } from './schema.ts'

export const callToActionView = defineBlockView<CallToActionBlock>({ Component: CallToAction })
