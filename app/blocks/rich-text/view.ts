import { defineBlockView } from '../define-block.ts'
import { RichText } from './component.tsx'
import type { RichTextBlock } from './schema.ts'

export const richTextView = defineBlockView<RichTextBlock>({ Component: RichText })
