import type { BlockComponentProps } from '../define-block.ts'
import type { RichTextBlock } from './schema.ts'

export function RichText({ block }: BlockComponentProps<RichTextBlock>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the content API sanitises editorial HTML before it leaves the server
  return <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
}
