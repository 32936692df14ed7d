import type { BlockComponentProps } from '../define-block.ts'
import { SanitizedHtml } from '../ui/sanitized-html.tsx'
import type { RichTextBlock } from './schema.ts'

export function RichText({ block }: BlockComponentProps<RichTextBlock>) {
  return <SanitizedHtml className="prose" html={block.html} />
}
