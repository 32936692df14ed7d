// The site's redirects (the CMS's Redirects collection). A module of its own: only a request for a
// path the site has no page at reads them, so the browser loads it with such a navigation only.
import { lazySchema, z } from '../../lib/zod.ts'

const idSchema = lazySchema(() =>
  z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lowercase slug like startseite')),
)

/** A page path of the site, as the route table writes them. */
const pagePathSchema = lazySchema(() =>
  z.string().check(z.regex(/^\/(?:[a-z0-9-]+\/)*$/, 'Expected a site path with a trailing slash')),
)

/**
 * A permanent redirect of the site: a path a page was published at, and the path it is at now.
 * Both are paths of the site, so a redirect never leads off it. The CMS writes one when an
 * editor moves a page; editors may add and change them too.
 */
export const redirectSchema = lazySchema(() =>
  z
    .object({
      id: idSchema,
      from: pagePathSchema,
      to: pagePathSchema,
    })
    .check(
      z.refine((redirect) => redirect.from !== redirect.to, {
        message: 'A path cannot redirect to itself',
        path: ['to'],
      }),
    ),
)
export type Redirect = z.infer<typeof redirectSchema>

/** A locale's redirects, as the content API lists them: one schema object, which reads key their parse on. */
export const redirectsSchema = lazySchema(() => z.array(redirectSchema))
