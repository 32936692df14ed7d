// What the comparison and method-page tests do as a visitor on either site: choose products by
// "Vergleichen" on their cards, read the comparison's columns, and read the weights a method page
// states.
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Presses "Vergleichen" on the cards at these places, waiting for each to show pressed; answers their products' ids. */
export async function chooseToCompare(cards: Locator, places: readonly number[]): Promise<string[]> {
  const ids: string[] = []
  for (const place of places) {
    const card = cards.nth(place)
    ids.push((await card.getAttribute('data-product-id')) ?? '')
    const toggle = card.getByRole('button', { name: /^Vergleichen/ })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  }
  return ids
}

/** The products of the comparison's columns, in their order, once it shows `count` of them. */
export async function comparedIds(page: Page, count: number): Promise<(string | null)[]> {
  const columns = page.locator('.comparison thead th[data-product-id]')
  await expect(columns).toHaveCount(count)
  return columns.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-product-id')))
}

/** A row header of the comparison by its label, marked as differing or not. */
export const comparisonRow = (page: Page, label: string) =>
  page.getByRole('rowheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( unterschiedlich)?$`) })

/** Each category of the method page with its weight as the page shows it, once the page shows them. */
export async function statedWeights(page: Page) {
  const rows = page.locator('.scoring-method__weights tbody tr')
  await rows.first().waitFor()
  return rows.evaluateAll((cells) =>
    cells.map((row) => [
      row.getAttribute('data-method-category'),
      row.querySelector('[data-method-weight]')?.textContent?.replace(/\s/g, ' '),
    ]),
  )
}
