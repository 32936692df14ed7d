// The admin's languages: German for the editors, English beside it. Payload picks the language an
// editor chose in their account, else the browser's, else German. Payload's own texts come from
// @payloadcms/translations; the texts of this CMS are written in both, as { de, en } beside where
// they are used (fields, collections, roles) or picked by language (the figures view).
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import type { Config } from 'payload'

export const cmsI18n = { supportedLanguages: { de, en }, fallbackLanguage: 'de' } satisfies Config['i18n']

export type AdminLanguage = keyof typeof cmsI18n.supportedLanguages

/** The admin's language for a request's i18n language (German unless it is English). */
export const adminLanguage = (language: string | undefined): AdminLanguage => (language === 'en' ? 'en' : 'de')
