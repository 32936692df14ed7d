// What an editor reads in the CMS for each field of a zod schema: its label and help, in German (the
// editors' language) and English. Declared beside each schema's definition (a block's block.ts, a
// collection's entry in the CMS's collection list), typed by the schema's own shape, so a property
// without a label does not compile. They live outside the schema modules because those are in every
// page's first load and the labels are for the CMS alone (docs/decisions/033-cms-labels-and-field-validation.md).

/** A text in each language of the CMS's admin. */
export type Translated = { de: string; en: string }

type Element<V> = V extends readonly (infer Item)[] ? Item : V

export type FieldLabel<V> = {
  label: Translated
  /** Help shown under the field, where the label alone does not say what to enter. */
  description?: Translated
  /** The labels of a group's fields, or of each row's fields in a list. */
  fields?: NonNullable<Element<V>> extends object ? FieldLabels<NonNullable<Element<V>>> : never
  /** What one row of a list of groups is called, as in "Add question". */
  rows?: V extends readonly object[] ? NameLabels : never
  /** Each choice of a select, by its value. */
  options?: { [Value in Extract<Element<V>, string>]: Translated }
}

/** One label per property of T (a block's blockType is its kind, labelled by the block). */
export type FieldLabels<T> = { [Key in Exclude<keyof T, 'blockType'>]-?: FieldLabel<NonNullable<T[Key]>> }

/** A block's or collection's own name, for one of it and for several. */
export type NameLabels = { singular: Translated; plural: Translated }

/** An optional block's id, which anchors it on the page. */
export const blockIdLabel = {
  label: { de: 'Anker-ID', en: 'Anchor ID' },
  description: {
    de: 'Optional: Kennung des Blocks, z. B. für Sprunglinks (#faq).',
    en: 'Optional: the block’s identifier, e.g. for jump links (#faq).',
  },
} satisfies FieldLabel<string>

export const headingLabel = { label: { de: 'Überschrift', en: 'Heading' } } satisfies FieldLabel<string>

/** A product list's filters for visitors (app/contracts/list-search.ts), with each list's own choices. */
export const visitorFiltersLabel = <Filter extends string>(options: { [Value in Filter]: Translated }) => ({
  label: { de: 'Filter für Besucher', en: 'Filters for visitors' },
  description: {
    de: 'Womit Besucher die Liste über ihr eingrenzen können; sortieren können sie immer. Ohne Auswahl keine Filter.',
    en: 'What visitors can narrow the list by, above it; they can always sort it. None chosen: no filters.',
  },
  options,
})

export const linkLabel = {
  label: { de: 'Link', en: 'Link' },
  fields: {
    label: { label: { de: 'Linktext', en: 'Link text' } },
    href: {
      label: { de: 'Ziel', en: 'Target' },
      description: {
        de: 'Ein Pfad der Seite mit Schrägstrich am Ende (/casino-boni/) oder eine https://-Adresse. Eine externe Adresse gilt als Affiliate-Link.',
        en: 'A path of the site ending in a slash (/casino-boni/) or an https:// address. An external address counts as an affiliate link.',
      },
    },
  },
} satisfies FieldLabel<{ label: string; href: string }>

const financeKindOptions = {
  'credit-card': { de: 'Kreditkarte', en: 'Credit card' },
  loan: { de: 'Kredit', en: 'Loan' },
  broker: { de: 'Kreditvermittler', en: 'Broker' },
  debt: { de: 'Umschuldung', en: 'Debt refinancing' },
}

export const financeSelectionLabel = {
  label: { de: 'Auswahl der Produkte', en: 'Product selection' },
  fields: {
    kinds: { label: { de: 'Produktarten', en: 'Product kinds' }, options: financeKindOptions },
    covers: {
      label: { de: 'Vermittler für', en: 'Brokers for' },
      description: {
        de: 'Nur bei Kreditvermittlern: ob sie Kredite oder Umschuldungen vermitteln.',
        en: 'Brokers only: whether they broker loans or debt refinancing.',
      },
      options: { loan: financeKindOptions.loan, debt: financeKindOptions.debt },
    },
    limit: { label: { de: 'Höchstens anzeigen', en: 'Show at most' } },
  },
} satisfies FieldLabel<{ kinds: (keyof typeof financeKindOptions)[]; covers?: 'loan' | 'debt'; limit?: number }>

export const financeListPresentationLabel = {
  label: { de: 'Darstellung', en: 'Presentation' },
  options: {
    ranked: { de: 'Rangliste (nummeriert)', en: 'Ranking (numbered)' },
    cards: { de: 'Angebotskarten', en: 'Offer cards' },
  },
} satisfies FieldLabel<'ranked' | 'cards'>

export const casinoFeatureOptions = {
  mobile: { de: 'Mobil', en: 'Mobile' },
  live: { de: 'Live-Casino', en: 'Live casino' },
  new: { de: 'Neu', en: 'New' },
  'real-money': { de: 'Echtgeld', en: 'Real money' },
}

/** What a bonus's wagering multiple applies to (a casino's bonus, the wagering calculator). */
export const wageringBaseOptions = {
  bonus: { de: 'Bonus', en: 'Bonus' },
  'bonus-and-deposit': { de: 'Bonus und Einzahlung', en: 'Bonus and deposit' },
}
