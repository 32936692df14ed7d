// What the app answers for a page, for the page cache's tests: its headers as app/routes/$.tsx and
// app/security set them, and HTML carrying the render's nonce where TanStack puts it.
import { mintCspNonce } from '../../app/server/runtime/mint-csp-nonce.server.ts'

export const nonceIn = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

export function renderedPage(text: string, headers: Record<string, string> = {}, status = 200): Response {
  const nonce = mintCspNonce()
  const html = `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"/></head><body><main>${text}</main><script nonce="${nonce}">self.$R=[]</script></body></html>`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      vary: 'Cookie, Sec-GPC',
      'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'`,
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  })
}
