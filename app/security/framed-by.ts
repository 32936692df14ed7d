// A response that one origin may frame: a verified draft preview, for the CMS's live-preview pane
// (app/start.ts). Its page policy's frame-ancestors name that origin instead of 'none'.
import { policyFramedBy } from './content-security-policy.ts'

const policyHeaders = ['content-security-policy', 'content-security-policy-report-only'] as const

export function responseFramedBy(response: Response, origin: string): Response {
  // A copy: some responses' headers cannot change.
  const framed = new Response(response.body, response)
  for (const name of policyHeaders) {
    const policy = framed.headers.get(name)
    if (policy) framed.headers.set(name, policyFramedBy(policy, origin))
  }
  return framed
}
