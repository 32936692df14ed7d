import { describe, expect, test } from 'vitest'
import { scrubBreadcrumb, scrubEvent, withoutQueries } from './sentry-scrub.ts'

const page = 'https://www.casinokompass.de/casino-boni/?preview=abc.def&email_user_id=u%40x.de&gclid=G1#frag'

describe('the browser Sentry scrub', () => {
  test('cuts the query string and fragment of absolute URLs and paths, wherever they are in a text', () => {
    expect(withoutQueries(page)).toBe('https://www.casinokompass.de/casino-boni/')
    expect(withoutQueries('/casino-boni/?gclid=G1')).toBe('/casino-boni/')
    expect(withoutQueries('/casino-boni/#top')).toBe('/casino-boni/')
    expect(withoutQueries(`Failed to fetch ${page} (503)`)).toBe(
      'Failed to fetch https://www.casinokompass.de/casino-boni/ (503)',
    )
    expect(withoutQueries('Why did it fail? No idea')).toBe('Why did it fail? No idea')
  })

  test("an event's request URL, Referer, query, transaction and breadcrumbs keep no query", () => {
    const event = scrubEvent({
      transaction: '/casino-boni/?gclid=G1',
      request: { url: page, query_string: 'preview=abc.def', headers: { Referer: page, 'User-Agent': 'x' } },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/?fbclid=F1', to: '/casino-boni/?msclkid=M1#x' } },
        { category: 'fetch', data: { url: '/api/impression?email=u@x.de', method: 'POST', status_code: 200 } },
      ],
      exception: { values: [{ value: `Load failed: ${page}` }] },
    })
    const sent = JSON.stringify(event)
    for (const secret of ['abc.def', 'u%40x.de', 'u@x.de', 'G1', 'F1', 'M1', 'frag', 'preview', 'query_string'])
      expect(sent).not.toContain(secret)
    expect(event.request?.url).toBe('https://www.casinokompass.de/casino-boni/')
    expect(event.breadcrumbs?.[1]?.data).toEqual({ url: '/api/impression', method: 'POST', status_code: 200 })
  })

  test('a breadcrumb keeps its shape, not its queries', () => {
    expect(scrubBreadcrumb({ category: 'xhr', data: { url: 'https://a.example/x?token=t' }, level: 'info' })).toEqual({
      category: 'xhr',
      data: { url: 'https://a.example/x' },
      level: 'info',
    })
  })
})
