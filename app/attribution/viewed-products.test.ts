import { expect, test } from 'vitest'
import { createMemoryCookieJar } from '../../tests/support/memory-cookie-jar.ts'
import { addViewedProduct, clearViewedProducts, readViewedProducts } from './viewed-products.ts'

test('a product is added once per impression, in a 30-day cookie', () => {
  const jar = createMemoryCookieJar()
  expect(addViewedProduct(jar, 'i-1', { productId: 'a', position: 1 })).toBe(true)
  expect(addViewedProduct(jar, 'i-1', { productId: 'a', position: 3 })).toBe(false)
  expect(addViewedProduct(jar, 'i-1', { productId: 'b', position: 2 })).toBe(true)
  expect(readViewedProducts(jar, 'i-1')).toEqual([
    { productId: 'a', position: 1 },
    { productId: 'b', position: 2 },
  ])
  expect(jar.options('viewed_products')?.maxAge).toBe(2_592_000)
})

test('a new impression starts an empty list; a tampered cookie reads as empty', () => {
  const jar = createMemoryCookieJar()
  addViewedProduct(jar, 'i-1', { productId: 'a', position: 1 })
  expect(readViewedProducts(jar, 'i-2')).toEqual([])
  expect(addViewedProduct(jar, 'i-2', { productId: 'a', position: 1 })).toBe(true)
  jar.set('viewed_products', '{"impressionId":"i-2","products":[{"productId":1}]}', { maxAge: 1 })
  expect(readViewedProducts(jar, 'i-2')).toEqual([])
  clearViewedProducts(jar)
  expect(jar.get('viewed_products')).toBeUndefined()
})
