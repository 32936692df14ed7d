// Each CMS collection's name and its fields' labels and help for editors (German and English),
// beside the collection's contract schema: typed by the schema's shape, so a property without a
// label does not compile (contracts/field-labels.ts says why they are not in the schema modules).

import type { Components, Page, PageMeta, Post } from '../../../contracts/content/schemas.ts'
import {
  casinoFeatureOptions,
  type FieldLabel,
  type FieldLabels,
  type NameLabels,
  type Translated,
  wageringBaseOptions,
} from '../../../contracts/field-labels.ts'
import type { ListEntry } from '../collections.server.ts'

type Labelled = Omit<ListEntry, 'finance-products'> & {
  pages: Page
  posts: Post
  components: Components
  /** Only its id and its logo (which every kind of product has) are fields of their own; the rest is one JSON field. */
  'finance-products': { id: string; logo: string }
}

export type CollectionLabels = { [Slug in keyof Labelled]: { labels: NameLabels; fields: FieldLabels<Labelled[Slug]> } }

const id = (example: string) => ({
  label: { de: 'ID', en: 'ID' },
  description: {
    de: `Kleinbuchstaben, Ziffern und Bindestriche, z. B. ${example}; andere Einträge verweisen darauf.`,
    en: `Lowercase letters, digits and hyphens, e.g. ${example}; other entries refer to it.`,
  },
})
const name = { label: { de: 'Name', en: 'Name' } }
const description = { label: { de: 'Beschreibung', en: 'Description' } }
const image = (what: Translated) => ({
  label: what,
  description: {
    de: 'Ein Bild der Mediathek: auswählen oder neu hochladen (mit Alternativtext).',
    en: 'An image of the media library: choose one or upload a new one (with its alt text).',
  },
})
const idOf = (collection: Translated) => ({
  label: { de: `${collection.de} (ID)`, en: `${collection.en} (ID)` },
  description: {
    de: `Die ID eines Eintrags unter „${collection.de}“.`,
    en: `The ID of an entry under “${collection.en}”.`,
  },
})
const idsOf = (collection: Translated): FieldLabel<string[]> => ({
  label: { de: `${collection.de} (IDs)`, en: `${collection.en} (IDs)` },
  description: { de: `IDs von Einträgen unter „${collection.de}“.`, en: `IDs of entries under “${collection.en}”.` },
})
const isoDate = (label: Translated) => ({
  label,
  description: { de: 'Datum im Format JJJJ-MM-TT.', en: 'A date as YYYY-MM-DD.' },
})
const sitePath: Translated = {
  de: 'Ein Pfad der Seite mit Schrägstrich am Ende, z. B. /casino-boni/.',
  en: 'A path of the site ending in a slash, e.g. /casino-boni/.',
}
const consentCategoryOptions = {
  necessary: { de: 'Notwendig', en: 'Necessary' },
  preferences: { de: 'Präferenzen', en: 'Preferences' },
  statistics: { de: 'Statistik', en: 'Statistics' },
  marketing: { de: 'Marketing', en: 'Marketing' },
}

const meta: FieldLabel<PageMeta> = {
  label: { de: 'SEO', en: 'SEO' },
  fields: {
    title: {
      label: { de: 'Seitentitel', en: 'Page title' },
      description: {
        de: 'Titel in Suchergebnissen und im Browser-Tab, höchstens 70 Zeichen.',
        en: 'Title in search results and the browser tab, at most 70 characters.',
      },
    },
    description: {
      label: { de: 'Meta-Beschreibung', en: 'Meta description' },
      description: {
        de: 'Text unter dem Titel in Suchergebnissen, höchstens 170 Zeichen.',
        en: 'Text under the title in search results, at most 170 characters.',
      },
    },
    noFollow: { label: { de: 'Links nicht folgen (nofollow)', en: 'Do not follow links (nofollow)' } },
    noIndex: { label: { de: 'Nicht indexieren (noindex)', en: 'Do not index (noindex)' } },
  },
}
const updatedAt = isoDate({ de: 'Aktualisiert am (auf der Seite sichtbar)', en: 'Updated on (shown on the page)' })
const blocks: FieldLabel<unknown[]> = {
  label: { de: 'Inhaltsblöcke', en: 'Content blocks' },
  description: {
    de: 'Die Abschnitte der Seite, von oben nach unten. Der Affiliate-Hinweis muss vor dem ersten Affiliate-Link stehen.',
    en: 'The sections of the page, top to bottom. The affiliate disclosure must come before the first affiliate link.',
  },
}
const translated = (de: string, en: string) => ({ label: { de, en } })

export const collectionLabels: CollectionLabels = {
  pages: {
    labels: { singular: { de: 'Seite', en: 'Page' }, plural: { de: 'Seiten', en: 'Pages' } },
    fields: {
      path: { label: { de: 'Pfad', en: 'Path' }, description: sitePath },
      meta,
      updatedAt,
      blocks,
    },
  },
  posts: {
    labels: { singular: { de: 'Artikel', en: 'Post' }, plural: { de: 'Artikel', en: 'Posts' } },
    fields: {
      id: id('bonus-ratgeber'),
      name: {
        label: { de: 'Kurzname (Slug)', en: 'Short name (slug)' },
        description: { de: 'Steht in der Adresse des Artikels.', en: 'Part of the article’s address.' },
      },
      title: translated('Titel', 'Title'),
      excerpt: {
        label: { de: 'Anrisstext', en: 'Excerpt' },
        description: { de: 'Kurzfassung für Teaser und Übersichten.', en: 'Summary for teasers and overviews.' },
      },
      authorId: idOf({ de: 'Autoren', en: 'Authors' }),
      categoryId: idOf({ de: 'Kategorien', en: 'Categories' }),
      publishedAt: isoDate({ de: 'Veröffentlicht am', en: 'Published on' }),
      image: image({ de: 'Beitragsbild', en: 'Featured image' }),
      featured: {
        label: { de: 'Hervorgehoben', en: 'Featured' },
        description: {
          de: 'Erscheint in den Artikel-Teasern „hervorgehoben“.',
          en: 'Shown in the “featured” article teasers.',
        },
      },
      meta,
      updatedAt,
      blocks,
    },
  },
  components: {
    labels: { singular: { de: 'Komponenten', en: 'Components' }, plural: { de: 'Komponenten', en: 'Components' } },
    fields: {
      cookieConsent: {
        label: { de: 'Cookie-Einwilligung', en: 'Cookie consent' },
        fields: {
          tabs: {
            label: { de: 'Reiter', en: 'Tabs' },
            fields: {
              consent: translated('Reiter „Einwilligung“', '“Consent” tab'),
              details: translated('Reiter „Details“', '“Details” tab'),
              about: translated('Reiter „Über Cookies“', '“About cookies” tab'),
            },
          },
          heading: { label: { de: 'Überschrift', en: 'Heading' } },
          text: translated('Text', 'Text'),
          about: translated('Text „Über Cookies“', '“About cookies” text'),
          acceptButton: translated('Schaltfläche „Auswahl erlauben“', '“Allow selection” button'),
          deny: translated('Schaltfläche „Ablehnen“', '“Deny” button'),
          acceptAll: translated('Schaltfläche „Alle erlauben“', '“Allow all” button'),
          consentKeys: {
            label: { de: 'Schlüssel je Kategorie (JSON)', en: 'Keys per category (JSON)' },
            description: {
              de: 'Optional: {"marketing":"…"} je Einwilligungskategorie.',
              en: 'Optional: {"marketing":"…"} per consent category.',
            },
          },
          policyRevision: {
            label: { de: 'Stand der Richtlinie', en: 'Policy revision' },
            description: {
              de: 'Erhöhen, wenn sich die Cookie-Richtlinie ändert: Besucher werden dann erneut gefragt.',
              en: 'Raise it when the cookie policy changes: visitors are then asked again.',
            },
          },
        },
      },
      footer: {
        label: { de: 'Fußzeile', en: 'Footer' },
        fields: { about: translated('Über uns', 'About'), copyright: translated('Copyright', 'Copyright') },
      },
      affiliateDisclosure: {
        label: { de: 'Affiliate-Hinweis', en: 'Affiliate disclosure' },
        fields: {
          text: {
            label: { de: 'Text', en: 'Text' },
            description: {
              de: 'Seitenweiter Standardtext des Blocks „Affiliate-Hinweis“.',
              en: 'Site-wide default text of the “Affiliate disclosure” block.',
            },
          },
        },
      },
    },
  },
  authors: {
    labels: { singular: { de: 'Autor', en: 'Author' }, plural: { de: 'Autoren', en: 'Authors' } },
    fields: {
      id: id('anna-schmidt'),
      name,
      role: translated('Rolle', 'Role'),
      bio: translated('Kurzbiografie', 'Short bio'),
      avatar: image({ de: 'Foto', en: 'Photo' }),
      expertise: translated('Fachgebiete', 'Expertise'),
    },
  },
  categories: {
    labels: { singular: { de: 'Kategorie', en: 'Category' }, plural: { de: 'Kategorien', en: 'Categories' } },
    fields: { id: id('ratgeber'), name, description },
  },
  'cookie-categories': {
    labels: {
      singular: { de: 'Cookie-Kategorie', en: 'Cookie category' },
      plural: { de: 'Cookie-Kategorien', en: 'Cookie categories' },
    },
    fields: { id: { label: { de: 'Kategorie', en: 'Category' }, options: consentCategoryOptions }, name, description },
  },
  'website-cookies': {
    labels: {
      singular: { de: 'Cookie-Anbieter', en: 'Cookie provider' },
      plural: { de: 'Cookie-Anbieter', en: 'Cookie providers' },
    },
    fields: {
      id: id('google-analytics'),
      category: { label: { de: 'Kategorie', en: 'Category' }, options: consentCategoryOptions },
      providerName: {
        label: { de: 'Anbieter', en: 'Provider' },
        description: { de: '„Internal“ steht für die Seite selbst.', en: '“Internal” stands for the site itself.' },
      },
      url: {
        label: { de: 'Datenschutzhinweise des Anbieters', en: 'Provider’s privacy policy' },
        description: {
          de: 'https://-Adresse, oder „internal“ für die eigene Cookie- bzw. Datenschutzseite.',
          en: 'An https:// address, or “internal” for the site’s own cookie or privacy page.',
        },
      },
      cookies: {
        label: { de: 'Cookies', en: 'Cookies' },
        rows: { singular: { de: 'Cookie', en: 'Cookie' }, plural: { de: 'Cookies', en: 'Cookies' } },
        fields: {
          name,
          description: { label: { de: 'Zweck', en: 'Purpose' } },
          expiration: translated('Laufzeit', 'Expiry'),
          type: {
            label: { de: 'Art', en: 'Type' },
            options: {
              HTTP: { de: 'HTTP-Cookie', en: 'HTTP cookie' },
              HTML: { de: 'Lokaler Speicher (HTML)', en: 'Local storage (HTML)' },
              Pixel: { de: 'Pixel', en: 'Pixel' },
            },
          },
          enabled: translated('Aktiv', 'Enabled'),
        },
      },
    },
  },
  menus: {
    labels: { singular: { de: 'Menü', en: 'Menu' }, plural: { de: 'Menüs', en: 'Menus' } },
    fields: {
      id: {
        label: { de: 'Menü', en: 'Menu' },
        options: {
          header: { de: 'Kopfzeile', en: 'Header' },
          footer: { de: 'Fußzeile', en: 'Footer' },
          legal: { de: 'Rechtliches', en: 'Legal' },
        },
      },
      items: {
        label: { de: 'Einträge (JSON)', en: 'Items (JSON)' },
        description: {
          de: 'Liste von {"label":"…","href":"/pfad/"}, Untermenüs unter "children".',
          en: 'A list of {"label":"…","href":"/path/"}, submenus under "children".',
        },
      },
    },
  },
  'search-menu-items': {
    labels: {
      singular: { de: 'Suchvorschlag', en: 'Search suggestion' },
      plural: { de: 'Suchvorschläge', en: 'Search suggestions' },
    },
    fields: {
      label: translated('Anzeigetext', 'Label'),
      href: { label: { de: 'Ziel', en: 'Target' }, description: sitePath },
      keywords: {
        label: { de: 'Suchbegriffe', en: 'Keywords' },
        description: { de: 'Begriffe, bei denen der Vorschlag erscheint.', en: 'Terms the suggestion appears for.' },
      },
    },
  },
  'game-providers': {
    labels: {
      singular: { de: 'Spielehersteller', en: 'Game provider' },
      plural: { de: 'Spielehersteller', en: 'Game providers' },
    },
    fields: {
      id: id('netent'),
      name,
      logo: image({ de: 'Logo', en: 'Logo' }),
      description,
      founded: translated('Gründungsjahr', 'Founded'),
      headquarters: translated('Firmensitz', 'Headquarters'),
      gameCount: translated('Anzahl Spiele', 'Number of games'),
      website: translated('Website', 'Website'),
    },
  },
  'payment-providers': {
    labels: {
      singular: { de: 'Zahlungsmethode', en: 'Payment method' },
      plural: { de: 'Zahlungsmethoden', en: 'Payment methods' },
    },
    fields: {
      id: id('paypal'),
      name,
      logo: image({ de: 'Logo', en: 'Logo' }),
      kind: {
        label: { de: 'Art', en: 'Kind' },
        options: {
          ewallet: { de: 'E-Wallet', en: 'E-wallet' },
          card: { de: 'Karte', en: 'Card' },
          'bank-transfer': { de: 'Banküberweisung', en: 'Bank transfer' },
          prepaid: { de: 'Prepaid', en: 'Prepaid' },
          'instant-banking': { de: 'Sofortüberweisung', en: 'Instant banking' },
        },
      },
      description,
      depositTime: translated('Dauer der Einzahlung', 'Deposit time'),
      withdrawalTime: translated('Dauer der Auszahlung', 'Withdrawal time'),
      fees: translated('Gebühren', 'Fees'),
      listPath: { label: { de: 'Seite mit passenden Casinos', en: 'Page of matching casinos' }, description: sitePath },
    },
  },
  slots: {
    labels: { singular: { de: 'Slot', en: 'Slot' }, plural: { de: 'Slots', en: 'Slots' } },
    fields: {
      id: id('book-of-dead'),
      name,
      gameProviderId: idOf({ de: 'Spielehersteller', en: 'Game providers' }),
      image: image({ de: 'Bild', en: 'Image' }),
      rtp: { label: { de: 'Auszahlungsquote (RTP, %)', en: 'Return to player (RTP, %)' } },
      volatility: {
        label: { de: 'Volatilität', en: 'Volatility' },
        options: {
          low: { de: 'Niedrig', en: 'Low' },
          medium: { de: 'Mittel', en: 'Medium' },
          high: { de: 'Hoch', en: 'High' },
          'very-high': { de: 'Sehr hoch', en: 'Very high' },
        },
      },
      reels: translated('Walzen', 'Reels'),
      paylines: translated('Gewinnlinien', 'Paylines'),
      maxWin: translated('Höchstgewinn', 'Maximum win'),
      releaseYear: translated('Erscheinungsjahr', 'Release year'),
    },
  },
  products: {
    labels: { singular: { de: 'Casino', en: 'Casino' }, plural: { de: 'Casinos', en: 'Casinos' } },
    fields: {
      id: id('nordlicht-casino'),
      name,
      logo: image({ de: 'Logo', en: 'Logo' }),
      scores: {
        label: { de: 'Bewertung nach Kategorien (je 0–5)', en: 'Scores by category (0–5 each)' },
        description: {
          de: 'Die Gesamtnote berechnet die Seite daraus mit den Gewichten der Bewertungsmethode; sie wird nie eingegeben.',
          en: "The site computes the rating from these with the scoring method's weights; it is never typed.",
        },
        fields: {
          licence: translated('Lizenz und Spielerschutz', 'Licence and player protection'),
          bonus: translated('Fairness des Bonus', 'Bonus fairness'),
          payments: translated('Ein- und Auszahlungen', 'Payments'),
          games: translated('Spielauswahl', 'Game choice'),
          mobile: translated('Mobile Nutzung', 'Mobile'),
          support: translated('Kundenservice', 'Support'),
        },
      },
      rank: {
        label: { de: 'Rang', en: 'Rank' },
        description: { de: 'Kleinere Zahlen stehen weiter oben.', en: 'Lower numbers come first.' },
      },
      launched: translated('Gegründet (Jahr)', 'Launched (year)'),
      licence: {
        label: { de: 'Lizenz', en: 'Licence' },
        fields: {
          authority: translated('Behörde', 'Authority'),
          number: translated('Lizenznummer', 'Licence number'),
        },
      },
      bonus: {
        label: { de: 'Bonus', en: 'Bonus' },
        fields: {
          headline: translated('Schlagzeile', 'Headline'),
          amount: translated('Betrag (€)', 'Amount (€)'),
          percentage: translated('Prozent', 'Percentage'),
          freeSpins: translated('Freispiele', 'Free spins'),
          wagering: {
            label: { de: 'Umsatzbedingung (x)', en: 'Wagering (x)' },
            description: { de: 'Als Vielfaches, z. B. 35 für 35x.', en: 'As a multiple, e.g. 35 for 35x.' },
          },
          minimumDeposit: translated('Mindesteinzahlung (€)', 'Minimum deposit (€)'),
          code: {
            label: { de: 'Bonuscode', en: 'Bonus code' },
            description: {
              de: 'Großbuchstaben und Ziffern, 3–20 Zeichen.',
              en: 'Capitals and digits, 3–20 characters.',
            },
          },
          noDeposit: translated('Ohne Einzahlung', 'No deposit'),
          eligibility: {
            label: { de: 'Wer den Bonus erhält', en: 'Who may claim it' },
            description: {
              de: 'Auf der deutschen Seite Pflicht (GlüStV 2021 § 5).',
              en: 'Required on the German site (GlüStV 2021 § 5).',
            },
            options: {
              'new-customers': { de: 'Neukunden ab 18', en: 'New customers from 18' },
              'existing-customers': { de: 'Bestandskunden', en: 'Existing customers' },
            },
          },
          occasion: {
            label: { de: 'Anlass', en: 'Occasion' },
            description: {
              de: 'Auf der deutschen Seite Pflicht (GlüStV 2021 § 5).',
              en: 'Required on the German site (GlüStV 2021 § 5).',
            },
            options: {
              registration: { de: 'Registrierung', en: 'Registration' },
              'first-deposit': { de: 'Erste Einzahlung', en: 'First deposit' },
              deposit: { de: 'Jede Einzahlung', en: 'Every deposit' },
              reload: { de: 'Reload (weitere Einzahlung)', en: 'Reload (a further deposit)' },
            },
          },
          validDays: {
            label: { de: 'Gültig (Tage)', en: 'Valid (days)' },
            description: {
              de: 'Wie viele Tage der Bonus nach der Gutschrift gilt; auf der deutschen Seite Pflicht (GlüStV 2021 § 5).',
              en: 'How many days the bonus lasts once credited; required on the German site (GlüStV 2021 § 5).',
            },
          },
          wageringBase: { label: { de: 'Umsatz auf', en: 'Wagering on' }, options: wageringBaseOptions },
          maxStake: {
            label: { de: 'Höchsteinsatz (€)', en: 'Maximum stake (€)' },
            description: {
              de: 'Nur wenn der Anbieter einen Höchsteinsatz pro Runde setzt, solange der Bonus läuft.',
              en: 'Only where the operator caps the stake per round while the bonus is active.',
            },
          },
        },
      },
      paymentProviderIds: idsOf({ de: 'Zahlungsmethoden', en: 'Payment methods' }),
      gameProviderIds: idsOf({ de: 'Spielehersteller', en: 'Game providers' }),
      features: { label: { de: 'Merkmale', en: 'Features' }, options: casinoFeatureOptions },
      pros: translated('Vorteile', 'Pros'),
      cons: translated('Nachteile', 'Cons'),
      review: {
        label: { de: 'Testbericht', en: 'Review' },
        fields: {
          verdict: translated('Fazit', 'Verdict'),
          authorId: idOf({ de: 'Autoren', en: 'Authors' }),
          reviewedAt: isoDate({ de: 'Getestet am', en: 'Reviewed on' }),
        },
      },
      blocks: {
        ...blocks,
        description: {
          de: 'Abschnitte der Testbericht-Seite unter dem Fazit.',
          en: 'Sections of the review page below the verdict.',
        },
      },
      domain: {
        label: { de: 'Domain des Casinos', en: 'Casino’s domain' },
        description: {
          de: 'z. B. nordlicht-casino.de; der Affiliate-Link bleibt auf ihr oder der des Netzwerks.',
          en: 'e.g. nordlicht-casino.de; the affiliate link stays on it or the network’s.',
        },
      },
      network: {
        label: { de: 'Affiliate-Netzwerk', en: 'Affiliate network' },
        fields: {
          id: translated('Netzwerk (ID)', 'Network (ID)'),
          domain: translated('Domain des Netzwerks', 'Network’s domain'),
        },
      },
      url: {
        label: { de: 'Affiliate-Link', en: 'Affiliate link' },
        description: {
          de: 'Vorlage: {subId} und {clickId} werden bei jedem Klick ersetzt.',
          en: 'A template: {subId} and {clickId} are filled on every click.',
        },
      },
    },
  },
  'finance-products': {
    labels: {
      singular: { de: 'Finanzprodukt', en: 'Finance product' },
      plural: { de: 'Finanzprodukte', en: 'Finance products' },
    },
    fields: { id: id('beispielbank-kredit'), logo: image({ de: 'Logo', en: 'Logo' }) },
  },
  redirects: {
    labels: { singular: { de: 'Weiterleitung', en: 'Redirect' }, plural: { de: 'Weiterleitungen', en: 'Redirects' } },
    fields: {
      id: id('alte-seite'),
      from: { label: { de: 'Von Pfad', en: 'From path' }, description: sitePath },
      to: { label: { de: 'Nach Pfad', en: 'To path' }, description: sitePath },
    },
  },
  'ggl-whitelist': {
    labels: {
      singular: { de: 'GGL-Whitelist-Eintrag', en: 'GGL whitelist entry' },
      plural: { de: 'GGL-Whitelist', en: 'GGL whitelist' },
    },
    fields: {
      id: {
        label: { de: 'ID', en: 'ID' },
        description: {
          de: 'Die Domain mit Bindestrichen statt Punkten, z. B. nordlicht-casino-de.',
          en: 'The domain with hyphens for its dots, e.g. nordlicht-casino-de.',
        },
      },
      domain: {
        label: { de: 'Domain', en: 'Domain' },
        description: {
          de: 'Eine Domain der GGL-Whitelist; ein Casino mit dieser Domain gilt als whitelisted.',
          en: 'A domain on the GGL whitelist; a casino with this domain counts as whitelisted.',
        },
      },
      operator: translated('Erlaubnisinhaber', 'Licence holder'),
      licences: {
        label: { de: 'Erlaubnisse', en: 'Licences' },
        options: {
          'virtual-slots': { de: 'Virtuelle Automatenspiele', en: 'Virtual slot machines' },
          'online-casino': { de: 'Online-Casinospiele', en: 'Online casino games' },
          'online-poker': { de: 'Online-Poker', en: 'Online poker' },
          'sports-betting': { de: 'Sportwetten', en: 'Sports betting' },
          'horse-betting': { de: 'Pferdewetten', en: 'Horse-race betting' },
          lotteries: { de: 'Lotterien', en: 'Lotteries' },
        },
      },
      listedOn: {
        label: { de: 'Liste vom', en: 'List of' },
        description: {
          de: 'Der Tag, an dem die GGL-Liste mit diesem Eintrag übernommen wurde (JJJJ-MM-TT). Älter als 31 Tage: bitte neu importieren.',
          en: 'The day the GGL list holding this entry was taken (YYYY-MM-DD). Older than 31 days: import it again.',
        },
      },
    },
  },
}
