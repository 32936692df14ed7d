// What the editors' CMS (cms/, Payload) uses of the site, and the one module it imports: the
// websites and their locales, the content collections and where their files live, the block
// catalogue's types and every block's fields planned from its zod schema, the mapping between a CMS
// document and the content API's, the sanitiser rich text goes through, draft-preview tokens, the
// signature of a revalidation, the table of secrets production checks, and the operator's report
// and cockpit over the leads database (with the one thing the cockpit writes: a failed lead's
// retry). The CMS validates with the site's own zod set-up, so a document it accepts is one the
// site reads.
export { appConfig, type Website } from '../../app.config.ts'
export { cookieCategoriesLocale } from '../api/content/client.ts'
export { isBlockType } from '../blocks/catalogue.ts'
export { mediaSizeName, mediaWidths } from '../contracts/content/media.ts'
export type { Translated } from '../contracts/field-labels.ts'
export { z } from '../lib/zod.ts'
export { gglWhitelistAgeDays, gglWhitelistMaxAgeDays, isGglWhitelistStale } from '../products/ggl-whitelist.ts'
export {
  describeGglWhitelistChanges,
  gglWhitelistChanges,
  gglWhitelistFrom,
  parseGglCsv,
} from '../products/ggl-whitelist-import.ts'
export { showsWhitelistedOnly } from '../products/market-rules.ts'
export { entryPath } from '../routing/entry-paths.ts'
export { licenceKey, licenceTakenMessage } from './content/check-licences.server.ts'
export {
  type CmsCollection,
  cmsCollection,
  cmsCollections,
  localeField,
  positionField,
  siteField,
} from './content/cms/cms-collections.server.ts'
export {
  blockFieldsByType,
  blockLabelsByType,
  cmsPath,
  fromCms,
  type MediaRefs,
  toCms,
} from './content/cms/cms-document.server.ts'
export {
  type ComplianceState,
  checkedCollections,
  complianceState,
  type FindPublished,
  publishComplianceErrors,
} from './content/cms/compliance.server.ts'
export {
  contentProblems,
  documentProblems,
  messageAt,
  pathOfObject,
  problemsOnce,
} from './content/cms/content-problems.server.ts'
export { type FieldPlan, type NamedField, richTextHtmlName } from './content/cms/field-plan.server.ts'
export {
  imageFieldPaths,
  mediaCollection,
  mediaFilename,
  mediaSitePath,
  sitePathField,
} from './content/cms/media.server.ts'
export { isLocaleBoundListCollection, listCollections, type SiteContent } from './content/collections.server.ts'
export { readContentFiles, siteContentDir } from './content/content-files.server.ts'
export { loadContent } from './content/load-content.server.ts'
export { siteLocales } from './content/parse-content-files.server.ts'
export { createPreviewToken, maxPreviewHours } from './content/preview-token.server.ts'
export { sanitizeRichText } from './content/sanitize-rich-text.server.ts'
export {
  breakdown,
  change,
  drillDown,
  type Figure,
  figureOf,
  figures,
  type Health,
  type Interval,
  type PeriodFigures,
  type PeriodPreset,
  periodFigures,
  periodPresets,
  presetRange,
  readHealth,
} from './leads/cockpit.server.ts'
export {
  formatReport,
  type ReportDimension,
  type ReportOptions,
  type ReportRow,
  reportCounts,
  reportDimensions,
  reportOptionsSchema,
  reportRows,
  timeDimensions,
} from './leads/report.server.ts'
export { retryFailedDelivery } from './leads/signups/signup-store.server.ts'
export type { LeadsDatabase } from './leads/store/leads-database.server.ts'
export { type LeadsDatabaseTarget, openLeadsDatabase } from './leads/store/open-leads-database.server.ts'
export type { RevalidateBody } from './revalidate/revalidate-body.server.ts'
export { revalidateSignatureHeader, signRevalidation } from './revalidate/revalidate-signature.server.ts'
export { optionalHttpUrl, optionalText, presentValues } from './runtime/env-schema.server.ts'
export { resolveSecrets, secretRefusals } from './runtime/secrets.server.ts'
