// axe's findings on a page as Lighthouse's accessibility audit runs it: every default rule and the
// touch-target size of WCAG 2.2 (2.5.8), which axe leaves off by default and Lighthouse turns on.
// Each finding as "rule: the elements it names", so a failing test says what to fix.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function axeViolationsWithTargetSize(page: Page): Promise<string[]> {
  // Scrolled through, so every block is laid out (content-visibility) before axe measures it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze()
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
