// The admin's languages: German for the editors, English beside it. Payload picks the language an
// editor chose in their account, else the browser's, else German. Payload's own texts come from
// @payloadcms/translations; the texts of this CMS are written in both, as { de, en } beside where
// they are used (fields, collections, roles) or picked by language (the figures view).
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import type { Config } from 'payload'
import type { AdminLanguage } from './admin-language.ts'

export const cmsI18n = {
  supportedLanguages: { de, en } satisfies Record<AdminLanguage, unknown>,
  fallbackLanguage: 'de',
} satisfies Config['i18n']
