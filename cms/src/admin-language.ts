// The admin's languages by name, without Payload: what the CMS's own texts are written in ({ de, en }),
// and the one rule that picks one for a request. Its translations are in i18n.ts.
export const adminLanguages = ['de', 'en'] as const

export type AdminLanguage = (typeof adminLanguages)[number]

/** The admin's language for a request's i18n language (German unless it is English). */
export const adminLanguage = (language: string | undefined): AdminLanguage => (language === 'en' ? 'en' : 'de')
