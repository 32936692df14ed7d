// A licence belongs to one casino. Two casinos of a site with the same licence number are an
// editor's slip (a copied entry whose number was not changed), and the site would show a visitor a
// licence that is not the casino's. The same casino in another locale carries its own number again.
import type { SiteContent } from './collections.server.ts'
import type { Report } from './parse-content-files.server.ts'

/** Licence numbers are compared as an authority writes them, whatever the spacing or case an editor typed. */
export const licenceKey = (number: string) => number.replace(/\s+/g, '').toUpperCase()

/** What an editor is told, here and by the CMS. */
export const licenceTakenMessage = (number: string, holderId: string) =>
  `Licence number "${number}" is already casino "${holderId}"'s; a licence belongs to one casino`

export function checkLicences(content: SiteContent, report: Report) {
  const holders = new Map<string, { id: string; at: string }>()
  for (const [locale, { products }] of content.locales)
    for (const [index, product] of (products ?? []).entries()) {
      const key = licenceKey(product.licence.number)
      const at = `${locale}/products.json $[${index}]`
      const holder = holders.get(key)
      if (holder === undefined) holders.set(key, { id: product.id, at })
      else if (holder.id !== product.id)
        report(
          `${locale}/products.json`,
          `$[${index}].licence.number`,
          `${licenceTakenMessage(product.licence.number, holder.id)} (${holder.at})`,
        )
    }
}
