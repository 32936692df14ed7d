import { defineBlock } from '../define-block.ts'
import { RichText } from './component.tsx'
import { richTextBlockSchema } from './schema.ts'

export const richTextBlock = defineBlock({ schema: richTextBlockSchema, Component: RichText })
