import { describe, expect, test } from 'vitest'
import { makeProduct } from '../../../tests/support/product-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import type { Product } from '../../contracts/content/schemas.ts'
import { BonusTerms } from './bonus-terms.tsx'

const bonus = (overrides: Partial<Product['bonus']> = {}) => makeProduct('terms', { bonus: overrides }).bonus

describe('BonusTerms', () => {
  test('states who, the occasion, the validity and the wagering in one line', async () => {
    const html = await renderToHtml(<BonusTerms bonus={bonus()} locale="de-DE" />)
    expect(html).toBe(
      '<p class="bonus__terms">Nur für Neukunden ab 18 · erste Einzahlung · 30 Tage gültig · 35× Bonus</p>',
    )
  })

  test('adds the maximum stake where the operator sets one, and says what the wagering applies to', async () => {
    const html = await renderToHtml(
      <BonusTerms
        bonus={bonus({ occasion: 'registration', validDays: 1, wageringBase: 'bonus-and-deposit', maxStake: 5 })}
        locale="de-DE"
      />,
    )
    expect(html).toContain(
      'Nur für Neukunden ab 18 · bei Registrierung · 1 Tag gültig · 35× Bonus und Einzahlung · max. 5\u00a0€ Einsatz',
    )
  })

  test('in another locale, from its catalogue', async () => {
    const { messages } = (await import('../../../locales/en-US.po')) as { messages: Record<string, string> }
    const html = await renderToHtml(<BonusTerms bonus={bonus()} locale="en-US" />, undefined, {
      locale: 'en-US',
      messages,
    })
    expect(html).toContain('New customers aged 18+ only · first deposit · valid for 30 days · 35× bonus')
  })

  test('one bonus, shown in two catalogues and again, has the terms of each catalogue each time', async () => {
    const { messages } = (await import('../../../locales/en-US.po')) as { messages: Record<string, string> }
    const shared = bonus()
    const english = { locale: 'en-US', messages }
    for (let round = 0; round < 2; round++) {
      expect(await renderToHtml(<BonusTerms bonus={shared} locale="de-DE" />)).toContain('Nur für Neukunden ab 18')
      expect(await renderToHtml(<BonusTerms bonus={shared} locale="en-US" />, undefined, english)).toContain(
        'New customers aged 18+ only',
      )
    }
  })

  test('leaves out what a bonus does not state, and shows nothing when it states no term', async () => {
    const html = await renderToHtml(
      <BonusTerms
        bonus={bonus({ eligibility: undefined, occasion: undefined, validDays: undefined, wageringBase: undefined })}
        locale="de-DE"
      />,
    )
    expect(html).toBe('')
  })
})
