// The network is closed in tests: the third-party scripts are answered with stubs that set the
// cookies their services would and record every call the page makes to them, in
// window.__thirdPartyCalls[network] (commands queued before the script arrived included), so tests
// can assert what each service was told.
import type { Page } from '@playwright/test'

export type ThirdPartyCalls = Partial<Record<'meta' | 'tiktok' | 'bing' | 'google' | 'clarity', unknown[][]>>

/** Starts recording for one network: the queued commands, then each later one. */
const record = (network: string, queued: string) =>
  `var calls = (window.__thirdPartyCalls = window.__thirdPartyCalls || {});
   calls.${network} = (${queued} || []).map(function (command) { return Array.prototype.slice.call(command) });
   var push = function () { calls.${network}.push(Array.prototype.slice.call(arguments)) };`

export const thirdPartyStubs: Record<string, string> = {
  'https://www.clarity.ms/**': `${record('clarity', 'window.clarity && window.clarity.q')}
    window.clarity = push;
    document.cookie = '_clck=stub; path=/'; document.cookie = '_clsk=stub; path=/'`,
  'https://www.googletagmanager.com/**': `${record('google', 'window.dataLayer')}
    window.dataLayer.push = function (args) { push.apply(null, Array.prototype.slice.call(args)) };
    document.cookie = '_ga=GA1.1.stub; path=/'; document.cookie = '_ga_CK2026DE01=GS1.1.stub; path=/'`,
  'https://connect.facebook.net/**': `${record('meta', 'window.fbq && window.fbq.queue')}
    window.fbq.callMethod = push;
    document.cookie = '_fbp=fb.1.stub; path=/'`,
  'https://analytics.tiktok.com/**': `${record('tiktok', 'window.ttq')}
    window.ttq.push = function (command) { push.apply(null, command) };
    document.cookie = '_ttp=stub; path=/'`,
  'https://bat.bing.com/**': `window.UET = function (options) {
      ${record('bing', 'options.q')}
      calls.bing.unshift(['tag', options.ti]);
      this.push = push;
    }`,
}

export async function stubThirdParties(page: Page) {
  // Each stub in its own function scope: a script's top-level var would be a global all of them share.
  for (const [pattern, body] of Object.entries(thirdPartyStubs))
    await page.route(pattern, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `(function () {${body}})()` }),
    )
}

/** What each stubbed service was told so far. */
export const thirdPartyCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __thirdPartyCalls?: ThirdPartyCalls }).__thirdPartyCalls ?? {})
