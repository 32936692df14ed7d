// Collects every Content-Security-Policy violation and console error of a page, from its first
// document on (reloads and later navigations too), for tests that expect none.
import type { Page } from '@playwright/test'

export async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    ),
  )
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  return problems
}
