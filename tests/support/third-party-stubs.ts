// The network is closed in tests: the analytics scripts of the German site are answered with stubs
// that set the cookies their services would.
import type { Page } from '@playwright/test'

export const thirdPartyStubs: Record<string, string> = {
  'https://www.clarity.ms/**': "document.cookie = '_clck=stub; path=/'; document.cookie = '_clsk=stub; path=/'",
  'https://www.googletagmanager.com/**':
    "document.cookie = '_ga=GA1.1.stub; path=/'; document.cookie = '_ga_CK2026DE01=GS1.1.stub; path=/'",
}

export async function stubThirdParties(page: Page) {
  for (const [pattern, body] of Object.entries(thirdPartyStubs))
    await page.route(pattern, (route) => route.fulfill({ contentType: 'text/javascript', body }))
}
