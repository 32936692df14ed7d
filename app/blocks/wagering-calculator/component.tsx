import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { WageringBase } from '../../contracts/content/schemas.ts'
import { formatMoney } from '../../i18n/format-money.ts'
import { type WageringInput, wageringCost } from '../../products/wagering.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import type { BlockComponentProps } from '../define-block.ts'
import type { WageringCalculatorBlock } from './schema.ts'

type NumberField = Exclude<keyof WageringInput, 'wageringBase'>
type Figures = Record<NumberField, string> & { wageringBase: WageringBase }

/** The figures as typed, or undefined while one of them is no number the sum can take. */
function parseFigures(figures: Figures): WageringInput | undefined {
  const numbers = Object.fromEntries(
    (['deposit', 'bonusPercentage', 'bonusCap', 'wagering', 'rtp'] as const).map((field) => [
      field,
      figures[field].trim() === '' ? Number.NaN : Number(figures[field]),
    ]),
  ) as Record<NumberField, number>
  const valid = Object.values(numbers).every((value) => Number.isFinite(value) && value >= 0) && numbers.rtp <= 100
  return valid ? { ...numbers, wageringBase: figures.wageringBase } : undefined
}

export function WageringCalculator({ block, context }: BlockComponentProps<WageringCalculatorBlock>) {
  const { t } = useLingui()
  const id = useId()
  // The block's example, rendered by the server with its result, until the visitor changes a figure.
  const [figures, setFigures] = useState<Figures>({
    deposit: String(block.deposit),
    bonusPercentage: String(block.bonusPercentage),
    bonusCap: String(block.bonusCap),
    wagering: String(block.wagering),
    rtp: String(block.rtp),
    wageringBase: block.wageringBase,
  })
  const input = parseFigures(figures)
  const result = input && wageringCost(input)
  const money = (amount: number) => formatMoney(amount, context.locale)
  const numberInput = (field: NumberField, label: string, step: string) => (
    <p className="wagering-calculator__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={figures[field]}
        onChange={(event) => setFigures({ ...figures, [field]: event.target.value })}
      />
    </p>
  )
  return (
    <BlockSection heading={block.heading} className="wagering-calculator">
      <fieldset className="wagering-calculator__inputs">
        <legend>{t`Ihr Bonus`}</legend>
        {numberInput('deposit', t`Einzahlung (€)`, '1')}
        {numberInput('bonusPercentage', t`Bonus (%)`, '1')}
        {numberInput('bonusCap', t`Bonus höchstens (€)`, '1')}
        {numberInput('wagering', t`Umsatzbedingung (x)`, '1')}
        <p className="wagering-calculator__field">
          <label htmlFor={`${id}-wageringBase`}>{t`Umsatz auf`}</label>
          <select
            id={`${id}-wageringBase`}
            value={figures.wageringBase}
            onChange={(event) => setFigures({ ...figures, wageringBase: event.target.value as WageringBase })}
          >
            <option value="bonus">{t`Bonus`}</option>
            <option value="bonus-and-deposit">{t`Bonus und Einzahlung`}</option>
          </select>
        </p>
        {numberInput('rtp', t`Auszahlungsquote des Spiels (RTP, %)`, '0.1')}
      </fieldset>
      <div className="wagering-calculator__result" aria-live="polite" data-wagering-result="">
        {result ? (
          <dl>
            <dt>{t`Bonus`}</dt>
            <dd data-result="bonus">{money(result.bonus)}</dd>
            <dt>{t`Nötiger Umsatz`}</dt>
            <dd data-result="turnover">{money(result.turnover)}</dd>
            <dt>{t`Erwarteter Verlust beim Umsetzen`}</dt>
            <dd data-result="expectedCost">{money(result.expectedCost)}</dd>
            <dt>{t`Erwarteter Wert des Bonus`}</dt>
            <dd data-result="expectedValue">{money(result.expectedValue)}</dd>
          </dl>
        ) : (
          <p>
            <Trans>Bitte geben Sie in jedes Feld eine Zahl ein; die Auszahlungsquote liegt zwischen 0 und 100.</Trans>
          </p>
        )}
        <p className="wagering-calculator__note">
          <Trans>
            Der erwartete Verlust ist der Hausvorteil des Spiels auf den ganzen Umsatz: ein Durchschnitt, kein
            Versprechen. 18+ · Es gelten die Bonusbedingungen des Anbieters.
          </Trans>
        </p>
      </div>
    </BlockSection>
  )
}
