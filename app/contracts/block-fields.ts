// Field schemas several blocks share, so a rule (what a heading or a link may be) is written once.
import { lazySchema, z } from '../lib/zod.ts'

export const headingSchema = z.string().check(z.minLength(1), z.maxLength(120))
export const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug'))
/** A site path with trailing slash (optionally a #hash) or an absolute https URL. */
const linkHrefSchema = lazySchema(() =>
  z.union([
    z.string().check(z.regex(/^\/(?:[a-z0-9-]+\/)*(?:#[\w-]+)?$/, 'Expected a site path with a trailing slash')),
    z.url({ protocol: /^https$/ }),
  ]),
)

/** True for the absolute URL form of linkHrefSchema: the link leaves the site. */
export function isExternalHref(href: string): boolean {
  return href.startsWith('https://')
}

export const linkSchema = lazySchema(() =>
  z.object({ label: z.string().check(z.minLength(1), z.maxLength(60)), href: linkHrefSchema }),
)
