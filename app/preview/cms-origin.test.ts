import { describe, expect, test } from 'vitest'
import { cmsOriginFromEnv } from './cms-origin.ts'

describe('cmsOriginFromEnv', () => {
  test('is the origin of CMS_PUBLIC_URL, else of CMS_URL; neither set: none (live preview off)', () => {
    expect(cmsOriginFromEnv({ CMS_URL: 'http://localhost:3001/api/' })).toBe('http://localhost:3001')
    expect(cmsOriginFromEnv({ CMS_URL: 'http://cms:3001', CMS_PUBLIC_URL: ' https://cms.example.com/admin ' })).toBe(
      'https://cms.example.com',
    )
    expect(cmsOriginFromEnv({ CMS_PUBLIC_URL: ' ', CMS_URL: 'https://cms.example.com' })).toBe(
      'https://cms.example.com',
    )
    expect(cmsOriginFromEnv({})).toBeUndefined()
    expect(cmsOriginFromEnv({ CMS_URL: '' })).toBeUndefined()
  })

  test.each(['cms.example.com', 'javascript:alert(1)', 'file:///etc/passwd'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => cmsOriginFromEnv({ CMS_URL: value })).toThrow(/CMS_URL must be an http\(s\) URL/)
      expect(() => cmsOriginFromEnv({ CMS_PUBLIC_URL: value })).toThrow(/CMS_PUBLIC_URL/)
    },
  )
})
