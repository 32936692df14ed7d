import { describe, expect, it } from 'vitest'
import { maxPreviewHours } from '../../../app/server/cms-contract.server.ts'
import { previewExpiry } from './preview-url.ts'

describe('previewExpiry', () => {
  it('is the same for every save within an hour, so the live-preview pane keeps its link', () => {
    const first = previewExpiry(Date.parse('2026-11-27T10:00:01Z'))
    expect(previewExpiry(Date.parse('2026-11-27T10:59:59Z'))).toEqual(first)
    expect(first.toISOString()).toBe('2026-11-27T23:00:00.000Z')
  })

  it('gives a link at least twelve hours, and a new one in the next hour', () => {
    const now = Date.parse('2026-11-27T10:59:59Z')
    expect(previewExpiry(now).getTime() - now).toBeGreaterThanOrEqual(12 * 3_600_000)
    expect(previewExpiry(Date.parse('2026-11-27T11:00:01Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z')
  })

  it('stays within the week the site accepts a preview link for', () => {
    const now = Date.parse('2026-11-27T10:00:01Z')
    expect(previewExpiry(now).getTime() - now).toBeLessThanOrEqual(maxPreviewHours * 3_600_000)
  })
})
