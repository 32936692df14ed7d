// Where German players get free help from the BIÖG (Bundesinstitut für Öffentliche Gesundheit, until
// February 2025 the BZgA): the notice the GlüStV requires points to these.
export const gamblingHelpLine = { label: '0800 1 37 27 00', href: 'tel:+498001372700' } as const
export const gamblingHelpWebsite = { label: 'check-dein-spiel.de', href: 'https://www.check-dein-spiel.de' } as const
