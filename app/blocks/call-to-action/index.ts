import { defineBlock } from '../define-block.ts'
import { CallToAction } from './component.tsx'
import { callToActionBlockSchema } from './schema.ts'

export const callToActionBlock = defineBlock({ schema: callToActionBlockSchema, Component: CallToAction })
