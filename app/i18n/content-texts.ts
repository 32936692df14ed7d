// Texts a component writes from one content object in one catalogue (a bonus's terms line, its
// facts): made once per object, catalogue and locale. A content version's objects are shared by
// every render of it on the server (docs/decisions/019-render-cost-and-page-weight.md) and by
// every render of a cached query in the browser, and such a text changes only with them: each of
// a list's cards looking its texts up and formatting its amounts again on every render was ~2 % of
// an uncached render of `/` (docs/decisions/102-render-once-per-input.md).
import type { I18n } from '@lingui/core'

const texts = new WeakMap<object, WeakMap<object, Map<string, unknown>>>()

/**
 * `make()`'s text for `content` in the active catalogue; `name` tells a component's texts apart
 * (and says the locale they format in). For the server: the browser makes a card's texts once per
 * render of a page, and its first load goes without this module.
 */
export function contentText<T>(content: object, i18n: I18n, name: string, make: () => T): T {
  let byCatalogue = texts.get(content)
  if (!byCatalogue) {
    byCatalogue = new WeakMap()
    texts.set(content, byCatalogue)
  }
  // The catalogue the texts are looked up in: one object per loaded locale.
  const catalogue = i18n.messages
  let byName = byCatalogue.get(catalogue)
  if (!byName) {
    byName = new Map()
    byCatalogue.set(catalogue, byName)
  }
  if (byName.has(name)) return byName.get(name) as T
  const text = make()
  byName.set(name, text)
  return text
}
