// A consent reload continues the visit: the reloaded page's URL names the visit's impression, so its
// impression request reuses that one (the impression_id parameter fills the impressionId tracking
// field) instead of making a second impression for the same landing. A URL, not storage: nothing
// is kept on the device for it (docs/decisions/021).
import { trackingFields } from './tracking-fields.ts'

const [parameter = 'impression_id'] = trackingFields.impressionId.aliases

/** href with the impression id in its query (replacing one there); href itself without an id. */
export function urlCarryingImpression(href: string, impressionId: string | undefined): string {
  if (impressionId === undefined) return href
  const url = new URL(href)
  url.searchParams.set(parameter, impressionId)
  return url.toString()
}
