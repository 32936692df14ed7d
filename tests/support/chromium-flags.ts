// How every tool here starts Debian's Chromium (Playwright, the bundle and Lighthouse benches):
// the network is closed, so Chromium's background traffic would only fail slowly.
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
