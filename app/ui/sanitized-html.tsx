// Editorial HTML from the CMS. The content API sanitises it before it leaves the server; links
// inside it follow the site's navigation rules (internal: in-app, external: new tab only).
import { useContentLinkClick } from '../routing/use-content-link-click.ts'

export function SanitizedHtml({ html, className }: { html: string; className: string }) {
  const onClick = useContentLinkClick()
  const content = { __html: html }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated link clicks; a link's Enter key fires click itself
    // biome-ignore lint/a11y/noStaticElementInteractions: the handler only acts on the <a> elements inside
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content API
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={content} />
  )
}
