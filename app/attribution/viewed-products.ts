// The viewed-product list (SPEC section 3): which products this impression has shown, and where, so
// each view is sent once per impression even across reloads. Kept in a cookie for 2592000 seconds
// (SPEC section 9); a list of another impression reads as empty.
import { type ProductPlacement, productPlacementSchema } from '../contracts/leads/schemas.ts'
import type { CookieJar } from '../lib/cookies.ts'
import { z } from '../lib/zod.ts'

export const viewedProductsCookie = 'viewed_products'
export const viewedProductsMaxAge = 2_592_000

const viewedProductsSchema = z.object({ impressionId: z.string(), products: z.array(productPlacementSchema) })

export function readViewedProducts(jar: CookieJar, impressionId: string): ProductPlacement[] {
  const raw = jar.get(viewedProductsCookie)
  if (raw === undefined) return []
  try {
    const parsed = viewedProductsSchema.safeParse(JSON.parse(raw))
    return parsed.success && parsed.data.impressionId === impressionId ? parsed.data.products : []
  } catch {
    return []
  }
}

/** Adds a view; answers false (and writes nothing) when the product was already seen. */
export function addViewedProduct(jar: CookieJar, impressionId: string, placement: ProductPlacement): boolean {
  const products = readViewedProducts(jar, impressionId)
  if (products.some((seen) => seen.productId === placement.productId)) return false
  jar.set(viewedProductsCookie, JSON.stringify({ impressionId, products: [...products, placement] }), {
    maxAge: viewedProductsMaxAge,
  })
  return true
}

export function clearViewedProducts(jar: CookieJar): void {
  jar.remove(viewedProductsCookie)
}
