import { SanitizedHtml } from '../../ui/sanitized-html.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import type { RichTextBlock } from './schema.ts'

export function RichText({ block }: BlockComponentProps<RichTextBlock>) {
  return <SanitizedHtml className="prose" html={block.html} />
}
