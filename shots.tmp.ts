import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './tests/support/chromium-flags.ts'
import { cmsAdmin, startPayloadCms } from './tests/support/payload-cms.ts'

const cms = await startPayloadCms()
const out = '/work/wt/screenshots'
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const page = await browser.newPage({ locale: 'de-DE', viewport: { width: 1440, height: 1000 } })
  await page.goto(`${cms.url}/admin/login`)
  await page.locator('#field-email').fill(cmsAdmin.email)
  await page.locator('#field-password').fill(cmsAdmin.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL(/\/admin\/?$/)
  const id = async (collection: string, where: string) => {
    const r = await fetch(`${cms.url}/api/${collection}?${where}&where[site][equals]=90&depth=0`, {
      headers: { authorization: `users API-Key ${cms.apiKey}` },
    })
    return ((await r.json()) as { docs: { id: number }[] }).docs[0]?.id
  }
  const shots: [string, string][] = [
    ['admin-page-casino-boni.png', `/admin/collections/pages/${await id('pages', 'where[path][equals]=/casino-boni/')}`],
    ['admin-casino-nordlicht.png', `/admin/collections/products/${await id('products', 'where[contentId][equals]=nordlicht-casino')}`],
    ['admin-media-library.png', '/admin/collections/media'],
    ['admin-post.png', `/admin/collections/posts/${await id('posts', 'where[name][equals]=ggl-whitelist')}`],
  ]
  for (const [name, path] of shots) {
    await page.goto(`${cms.url}${path}`)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1500)
    await page.screenshot({ path: `${out}/${name}`, fullPage: false })
    console.log('shot', name, path)
  }
  await browser.close()
} finally {
  await cms.stop()
}
