// The compliance view's own texts in the admin's languages.
import type { AdminLanguage } from '../admin-language.ts'

type Texts = {
  compliance: string
  dashboardLink: string
  whitelistOf: (site: number, locale: string) => string
  takenOn: (date: string, days: number) => string
  empty: string
  stale: (site: number, locale: string, takenOn: string | undefined, days: number | undefined) => string
  upload: string
  check: string
  apply: string
  changes: (added: number | string, removed: number | string, unchanged: number | string) => string
  applied: string
  casinos: string
  columns: [string, string, string, string]
  yes: string
  no: string
  failing: string
  noneFailing: string
}

export const complianceTexts: Record<AdminLanguage, Texts> = {
  de: {
    compliance: 'Compliance (GlüStV)',
    dashboardLink: 'GGL-Whitelist, Bonusbedingungen und Seiten, die eine Regel verletzen.',
    whitelistOf: (site, locale) => `GGL-Whitelist von Site ${site}, ${locale}`,
    takenOn: (date, days) => `Liste vom ${date} (${days} Tage alt)`,
    empty: 'Noch keine Liste übernommen.',
    stale: (site, locale, takenOn, days) =>
      `Die GGL-Whitelist von Site ${site} (${locale}) ${takenOn === undefined ? 'ist leer' : `ist ${days} Tage alt (Liste vom ${takenOn})`}: bitte die aktuelle Liste der GGL hochladen.`,
    upload: 'CSV der GGL hochladen',
    check: 'Änderungen prüfen',
    apply: 'Übernehmen',
    changes: (added, removed, unchanged) => `${added} neu, ${removed} entfernt, ${unchanged} unverändert`,
    applied: 'Übernommen: Listen und Klicks folgen der neuen Liste.',
    casinos: 'Casinos',
    columns: ['Casino', 'Auf der Whitelist', 'Bonusbedingungen vollständig', 'Letzter Import'],
    yes: 'Ja',
    no: 'Nein',
    failing: 'Seiten und Artikel, die eine Regel verletzen',
    noneFailing: 'Keine.',
  },
  en: {
    compliance: 'Compliance (GlüStV)',
    dashboardLink: 'the GGL whitelist, bonus terms and pages that break a rule.',
    whitelistOf: (site, locale) => `GGL whitelist of site ${site}, ${locale}`,
    takenOn: (date, days) => `List of ${date} (${days} days old)`,
    empty: 'No list taken in yet.',
    stale: (site, locale, takenOn, days) =>
      `The GGL whitelist of site ${site} (${locale}) ${takenOn === undefined ? 'is empty' : `is ${days} days old (list of ${takenOn})`}: upload the GGL's current list.`,
    upload: 'Upload the GGL’s CSV',
    check: 'Check the changes',
    apply: 'Apply',
    changes: (added, removed, unchanged) => `${added} added, ${removed} removed, ${unchanged} unchanged`,
    applied: 'Applied: lists and click-outs follow the new list.',
    casinos: 'Casinos',
    columns: ['Casino', 'On the whitelist', 'Bonus terms complete', 'Last import'],
    yes: 'Yes',
    no: 'No',
    failing: 'Pages and posts that break a rule',
    noneFailing: 'None.',
  },
}
