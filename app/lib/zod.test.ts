import { describe, expect, test } from 'vitest'
import { lazySchema, z } from './zod.ts'

describe('lazySchema', () => {
  test('builds the schema on first use, once, and parses as the schema itself does', () => {
    let builds = 0
    const schema = lazySchema(() => {
      builds++
      return z.object({ name: z.string().check(z.minLength(1)) })
    })
    expect(builds).toBe(0)
    expect(schema.parse({ name: 'PayPal' })).toEqual({ name: 'PayPal' })
    expect(schema.safeParse({ name: '' }).success).toBe(false)
    expect(builds).toBe(1)
  })

  test('composes like the schema: nested, extended and in unions, with its shape readable', () => {
    const inner = lazySchema(() => z.object({ id: z.string() }))
    const outer = z.object({ items: z.array(inner) })
    expect(outer.parse({ items: [{ id: 'a' }] })).toEqual({ items: [{ id: 'a' }] })
    expect(() => outer.parse({ items: [{ id: 1 }] })).toThrow(/expected string/)
    expect(z.extend(inner, { rank: z.int() }).parse({ id: 'b', rank: 2 })).toEqual({ id: 'b', rank: 2 })
    expect(z.union([inner, z.null()]).parse(null)).toBeNull()
    expect(Object.keys(inner.shape)).toEqual(['id'])
    expect(inner instanceof z.ZodMiniObject).toBe(true)
  })
})
