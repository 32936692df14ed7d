// The content source for an external CMS (env CONTENT_API_URL): the same /content/* contract,
// forwarded. Every answer is checked against the contract of what was asked for
// (contract-answer.server.ts): one it refuses is an outage, never served.

import { contentRequestUrl } from '../../contracts/content/content-query.ts'
import { type ContentSource, ContentUpstreamError, toContentBody } from './content-source.server.ts'
import { contractAnswer } from './contract-answer.server.ts'

const timeoutMs = 10_000

export function createRemoteSource(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentSource {
  const base = baseUrl.replace(/\/$/, '')
  return {
    async read(query) {
      const url = `${base}${contentRequestUrl(query)}`
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((error: unknown) => {
        throw new ContentUpstreamError(`Content API unreachable at ${url}`, { cause: error })
      })
      if (response.status === 404) return undefined
      if (!response.ok) throw new ContentUpstreamError(`Content API answered ${response.status} for ${url}`)
      const data: unknown = await response.json().catch((error: unknown) => {
        throw new ContentUpstreamError(`Content API sent no JSON for ${url}`, { cause: error })
      })
      return toContentBody(JSON.stringify(contractAnswer(query, data)))
    },
  }
}
