import { blockIdLabel, headingLabel, wageringBaseOptions } from '../../contracts/field-labels.ts'
import { defineBlock } from '../define-block.ts'
import { type WageringCalculatorBlock, wageringCalculatorBlockSchema } from './schema.ts'

export const wageringCalculatorExample: WageringCalculatorBlock = {
  blockType: 'wageringCalculator',
  heading: 'Was kostet der Bonus wirklich?',
  deposit: 100,
  bonusPercentage: 100,
  bonusCap: 100,
  wagering: 35,
  wageringBase: 'bonus',
  rtp: 96,
}

export const wageringCalculatorBlock = defineBlock({
  schema: wageringCalculatorBlockSchema,
  example: wageringCalculatorExample,
  cms: {
    labels: {
      singular: { de: 'Umsatzrechner', en: 'Wagering calculator' },
      plural: { de: 'Umsatzrechner', en: 'Wagering calculators' },
    },
    fields: {
      id: blockIdLabel,
      heading: headingLabel,
      deposit: {
        label: { de: 'Einzahlung (€)', en: 'Deposit (€)' },
        description: {
          de: 'Das Beispiel, mit dem der Rechner öffnet; Besucher ändern alle Werte selbst.',
          en: 'The example the calculator opens with; visitors change every figure themselves.',
        },
      },
      bonusPercentage: { label: { de: 'Bonus (%)', en: 'Bonus (%)' } },
      bonusCap: { label: { de: 'Bonus höchstens (€)', en: 'Bonus at most (€)' } },
      wagering: {
        label: { de: 'Umsatzbedingung (x)', en: 'Wagering (x)' },
        description: { de: 'Als Vielfaches, z. B. 35 für 35x.', en: 'As a multiple, e.g. 35 for 35x.' },
      },
      wageringBase: { label: { de: 'Umsatz auf', en: 'Wagering on' }, options: wageringBaseOptions },
      rtp: {
        label: { de: 'Auszahlungsquote des Spiels (RTP, %)', en: "The game's return to player (RTP, %)" },
        description: { de: 'Zwischen 80 und 100, z. B. 96.', en: 'Between 80 and 100, e.g. 96.' },
      },
    },
  },
})
