// Validates a site's content as a whole: every file against its schema, pages against the route
// table, references between entries, one casino per licence number. Collects every problem before
// failing, so one run of `npm run db:seed` (or a start-up) shows an editor all there is to fix.
import type { Website } from '../../../app.config.ts'
import { movedRoutes } from '../../routing/moved-routes.ts'
import { checkCompliance } from './check-compliance.server.ts'
import { checkEntryPages } from './check-entry-pages.server.ts'
import { checkLicences } from './check-licences.server.ts'
import { checkReferences } from './check-references.server.ts'
import { checkPagesAgainstRoutes } from './check-routes.server.ts'
import type { SiteContent } from './collections.server.ts'
import { type ContentFiles, readContentFiles } from './content-files.server.ts'
import { type ContentProblem, ContentValidationError } from './content-problems.server.ts'
import { parseContentFiles, type Report, siteLocales } from './parse-content-files.server.ts'

export type ContentValidation = { content: SiteContent; problems: ContentProblem[] }

export function validateContent(files: ContentFiles, site: Website): ContentValidation {
  const problems: ContentProblem[] = []
  const content: SiteContent = { siteId: site.id, locales: new Map() }
  if (files.files.size === 0) {
    problems.push({ file: files.displayRoot, path: '$', message: `No content files for site ${site.id}` })
    return { content, problems }
  }
  const report: Report = (file, path, message) => problems.push({ file: `${files.displayRoot}/${file}`, path, message })
  const parsed = parseContentFiles(files, site, report)
  content.locales = parsed.locales
  for (const locale of siteLocales(site)) {
    const localeContent = parsed.locales.get(locale)
    const names = parsed.fileNames.get(locale)
    if (!localeContent || !names) continue
    const moved = movedRoutes(site, locale, localeContent.redirects ?? [])
    // A link or list path may name a moved page where it is now.
    const routePaths = new Set([
      ...site.routes.filter((route) => route.meta.locale === locale).map((route) => route.path),
      ...moved.map(({ path }) => path),
    ])
    checkPagesAgainstRoutes(
      site,
      locale,
      { documents: localeContent.pages ?? [], fileNames: names.pages },
      { documents: localeContent.drafts ?? [], fileNames: names.drafts },
      new Map(moved.map(({ route, path }) => [route.name, path])),
      report,
    )
    checkReferences(locale, localeContent, names.posts, routePaths, report)
    checkEntryPages(site, locale, localeContent, report)
    checkCompliance(site, locale, localeContent, report)
  }
  checkLicences(content, report)
  // Grouped by file (stable, so each file's problems keep their order) for an editor to work through.
  problems.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  return { content, problems }
}

/** Every problem of a site's content folder; empty when the content is valid. */
export function listContentProblems(contentDir: string, site: Website): ContentProblem[] {
  return validateContent(readContentFiles(contentDir, site.id), site).problems
}

/** The validated content, or a ContentValidationError listing every problem. */
export function loadContent(files: ContentFiles, site: Website): SiteContent {
  const { content, problems } = validateContent(files, site)
  if (problems.length > 0) throw new ContentValidationError(problems)
  return content
}
