// Publishing on a German casino site runs the market's rules (app/products/compliance-rules.ts)
// first: a casino whose bonus lacks its terms, a page linking a casino off the GGL whitelist or
// showing offers without the responsible-gambling notice, free play, a legal notice without its
// parts are refused, each problem at its field, in German, naming the rule and its law. Drafts are
// saved unchecked (they are unfinished); an import of content/ was checked by content:check's rules.
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import { appConfig, type CmsCollection, publishComplianceErrors } from '../../../app/server/cms-contract.server.ts'
import { withHtmlOfEditorStates } from '../rich-text/rich-text-field.ts'
import { findPublished } from './published.ts'

type Doc = Record<string, unknown>

export function checkComplianceBeforePublish(collection: CmsCollection): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req, context }) => {
    if (context.importing) return data
    const stored: Doc = { ...(originalDoc ?? {}), ...(data ?? {}) }
    if (stored._status === 'draft') return data
    const website = appConfig.websites.find((site) => String(site.id) === String(stored.site))
    if (!website || typeof stored.locale !== 'string') return data
    const document = withHtmlOfEditorStates(collection.fields, stored)
    const errors = await publishComplianceErrors(collection, document, {
      website,
      locale: stored.locale,
      find: findPublished(req.payload, String(stored.site), stored.locale, req),
    })
    if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors, req }, req.t)
    return data
  }
}
