// The cockpit's own texts in the admin's languages: every word the figures view, its tiles on the
// start page and its health panel show (the German admin shows no English one; a test walks the
// page against this catalogue). Figures, keys and dates come from the data and the admin's locale.
import type { AdminLanguage } from '../admin-language.ts'
import type { Figure, Interval, PeriodPreset, ReportDimension } from './figures.ts'

type Texts = {
  figures: string
  dashboardLink: string
  forbidden: string
  period: string
  from: string
  to: string
  show: string
  presets: Record<PeriodPreset, string>
  custom: string
  withBots: string
  comparedWith: (from: string, to: string) => string
  noChange: string
  figureNames: Record<Figure, string>
  chart: string
  chartFigure: string
  interval: string
  intervals: Record<Interval, string>
  chartCaption: string
  current: string
  previous: string
  breakdown: string
  dimensions: Record<ReportDimension, string>
  total: string
  unattributed: string
  sortBy: (column: string) => string
  ascending: string
  descending: string
  pageOf: (page: number, pages: number) => string
  previousPage: string
  nextPage: string
  drillInto: (key: string) => string
  narrowedTo: string
  allProducts: string
  csv: string
  invalid: string
  health: string
  partners: string
  partnerColumns: readonly [string, string, string, string, string]
  leadColumns: readonly [string, string, string, string, string, string]
  leadStatus: { pending: string; failed: string }
  retry: string
  retried: string
  notRetried: string
  noOpenLeads: string
  platforms: string
  platformColumns: readonly [string, string, string, string, string]
  noForwards: string
  networks: string
  networkColumns: readonly [string, string]
  silent: string
  noPostbacks: string
  hiddenProducts: string
  hiddenColumns: readonly [string, string, string]
  offWhitelist: string
  incompleteBonus: string
  noneHidden: string
  yes: string
  no: string
}

export const figuresTexts = {
  de: {
    figures: 'Kennzahlen',
    dashboardLink: 'Alle Kennzahlen, Aufschlüsselungen und was Aufmerksamkeit braucht',
    forbidden: 'Nur Administratoren und Betreiber sehen die Kennzahlen.',
    period: 'Zeitraum',
    from: 'Von',
    to: 'Bis',
    show: 'Anzeigen',
    presets: {
      today: 'Heute',
      yesterday: 'Gestern',
      '7d': '7 Tage',
      '30d': '30 Tage',
      thisMonth: 'Dieser Monat',
      lastMonth: 'Letzter Monat',
    },
    custom: 'Eigener Zeitraum',
    withBots: 'Crawler mitzählen',
    comparedWith: (from, to) => `verglichen mit ${from} – ${to}`,
    noChange: 'kein Vergleich',
    figureNames: {
      impressions: 'Impressionen',
      clickOuts: 'Klicks',
      clickThroughRate: 'Klickrate',
      signups: 'Anmeldungen',
      conversions: 'Conversions',
      revenue: 'Umsatz',
      epc: 'EPC',
    },
    chart: 'Verlauf',
    chartFigure: 'Kennzahl',
    interval: 'Je',
    intervals: { hour: 'Stunde', day: 'Tag', week: 'Woche' },
    chartCaption: 'Durchgezogen der gewählte Zeitraum, gepunktet der Zeitraum davor.',
    current: 'Zeitraum',
    previous: 'Zeitraum davor',
    breakdown: 'Aufschlüsselung',
    dimensions: {
      hour: 'Stunde',
      day: 'Tag',
      week: 'Woche',
      product: 'Produkt',
      page: 'Seite',
      position: 'Position',
      channel: 'Kanal',
      campaign: 'Kampagne',
      subId: 'SubID',
      device: 'Gerät',
      country: 'Land',
    },
    total: 'Summe',
    unattributed: 'ohne Zuordnung',
    sortBy: (column) => `Nach ${column} sortieren`,
    ascending: 'aufsteigend',
    descending: 'absteigend',
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    drillInto: (key) => `${key} aufschlüsseln`,
    narrowedTo: 'Eingegrenzt auf',
    allProducts: 'Alle Produkte',
    csv: 'CSV herunterladen',
    invalid: 'Ungültige Auswahl; gezeigt werden die letzten 30 Tage.',
    health: 'Was Aufmerksamkeit braucht',
    partners: 'Leads an Partner',
    partnerColumns: ['Partner', 'Wartend', 'Ältester wartender', 'Fehlgeschlagen', 'Letzter Fehler'],
    leadColumns: ['Lead', 'Partner', 'Status', 'Eingegangen', 'Versuche', 'Letzter Fehler'],
    leadStatus: { pending: 'wartend', failed: 'fehlgeschlagen' },
    retry: 'Erneut senden',
    retried: 'Der Lead wird in der nächsten Runde erneut gesendet.',
    notRetried: 'Dieser Lead ist nicht (mehr) fehlgeschlagen.',
    noOpenLeads: 'Alle Leads sind bei ihren Partnern.',
    platforms: 'Weitergeleitete Conversions',
    platformColumns: ['Plattform', 'Wartend', 'Fehlgeschlagen', 'Weitergeleitet', 'Letzter Fehler'],
    noForwards: 'Keine Conversions zum Weiterleiten.',
    networks: 'Postbacks der Netzwerke',
    networkColumns: ['Netzwerk', 'Letzter Postback'],
    silent: 'seit mehr als einem Tag still',
    noPostbacks: 'Noch kein Postback eingegangen.',
    hiddenProducts: 'Von der Seite ausgeblendete Produkte',
    hiddenColumns: ['Produkt', 'Auf der Whitelist', 'Bonusbedingungen vollständig'],
    offWhitelist: 'nicht auf der GGL-Whitelist',
    incompleteBonus: 'Bonusbedingungen unvollständig',
    noneHidden: 'Die Seite zeigt alle Produkte.',
    yes: 'ja',
    no: 'nein',
  },
  en: {
    figures: 'Figures',
    dashboardLink: 'All figures, breakdowns and what needs a hand',
    forbidden: 'Only administrators and operators see the figures.',
    period: 'Period',
    from: 'From',
    to: 'To',
    show: 'Show',
    presets: {
      today: 'Today',
      yesterday: 'Yesterday',
      '7d': '7 days',
      '30d': '30 days',
      thisMonth: 'This month',
      lastMonth: 'Last month',
    },
    custom: 'Custom range',
    withBots: 'Count crawlers',
    comparedWith: (from, to) => `compared with ${from} – ${to}`,
    noChange: 'no comparison',
    figureNames: {
      impressions: 'Impressions',
      clickOuts: 'Click-outs',
      clickThroughRate: 'Click-through rate',
      signups: 'Signups',
      conversions: 'Conversions',
      revenue: 'Revenue',
      epc: 'EPC',
    },
    chart: 'Over time',
    chartFigure: 'Figure',
    interval: 'Per',
    intervals: { hour: 'Hour', day: 'Day', week: 'Week' },
    chartCaption: 'Solid the chosen period, dotted the period before.',
    current: 'Period',
    previous: 'Period before',
    breakdown: 'Breakdown',
    dimensions: {
      hour: 'Hour',
      day: 'Day',
      week: 'Week',
      product: 'Product',
      page: 'Page',
      position: 'Position',
      channel: 'Channel',
      campaign: 'Campaign',
      subId: 'SubID',
      device: 'Device',
      country: 'Country',
    },
    total: 'Total',
    unattributed: 'unattributed',
    sortBy: (column) => `Sort by ${column}`,
    ascending: 'ascending',
    descending: 'descending',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    drillInto: (key) => `Break down ${key}`,
    narrowedTo: 'Narrowed to',
    allProducts: 'All products',
    csv: 'Download CSV',
    invalid: 'Invalid choice; showing the last 30 days.',
    health: 'What needs a hand',
    partners: 'Leads to partners',
    partnerColumns: ['Partner', 'Pending', 'Oldest pending', 'Failed', 'Last error'],
    leadColumns: ['Lead', 'Partner', 'Status', 'Received', 'Attempts', 'Last error'],
    leadStatus: { pending: 'pending', failed: 'failed' },
    retry: 'Send again',
    retried: 'The lead is sent again in the next round.',
    notRetried: 'This lead has not failed (any more).',
    noOpenLeads: 'Every lead is with its partner.',
    platforms: 'Forwarded conversions',
    platformColumns: ['Platform', 'Pending', 'Failed', 'Forwarded', 'Last error'],
    noForwards: 'No conversions to forward.',
    networks: 'Networks’ postbacks',
    networkColumns: ['Network', 'Last postback'],
    silent: 'silent for more than a day',
    noPostbacks: 'No postback received yet.',
    hiddenProducts: 'Products the site hides',
    hiddenColumns: ['Product', 'On the whitelist', 'Bonus terms complete'],
    offWhitelist: 'off the GGL whitelist',
    incompleteBonus: 'bonus terms incomplete',
    noneHidden: 'The site shows every product.',
    yes: 'yes',
    no: 'no',
  },
} satisfies Record<AdminLanguage, Texts>

export type FiguresTexts = Texts
