// The figures view's own texts in the admin's languages.
import type { AdminLanguage } from '../i18n.ts'

export const figuresTexts = {
  de: {
    figures: 'Kennzahlen',
    dashboardLink: 'Klicks, Conversions, Umsatz und EPC aus der Lead-Datenbank der Seite.',
    forbidden: 'Nur Administratoren und Betreiber sehen die Kennzahlen.',
    from: 'Von',
    to: 'Bis',
    by: 'Nach',
    show: 'Anzeigen',
    csv: 'CSV herunterladen',
    fallback: 'es werden die letzten 30 Tage gezeigt.',
    caption: (by: string, from: string, to: string) => `Nach ${by}, ${from} bis ${to} (UTC)`,
    columns: ['Impressionen', 'Klicks', 'Anmeldungen', 'Conversions', 'Conversion-Rate', 'Umsatz', 'EPC'],
  },
  en: {
    figures: 'Figures',
    dashboardLink: 'click-outs, conversions, revenue and EPC from the site’s leads database.',
    forbidden: 'Only administrators and operators see the figures.',
    from: 'From',
    to: 'To',
    by: 'By',
    show: 'Show',
    csv: 'Download CSV',
    fallback: 'showing the last 30 days.',
    caption: (by: string, from: string, to: string) => `By ${by}, ${from} to ${to} (UTC)`,
    columns: ['Impressions', 'Click-outs', 'Signups', 'Conversions', 'Conversion rate', 'Revenue', 'EPC'],
  },
} satisfies Record<AdminLanguage, unknown>
