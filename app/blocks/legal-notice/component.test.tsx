import { expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { legalNoticeExample } from './block.ts'
import { LegalNotice } from './component.tsx'
import { legalNoticeBlockSchema } from './schema.ts'

test('every fact § 5 DDG and § 18 MStV ask for, each under its label', async () => {
  const html = await renderToHtml(<LegalNotice block={legalNoticeExample} context={blockContext} />)
  expect(html).toContain('<h2')
  expect(html).toContain('Angaben gemäß § 5 DDG')
  expect(html).toMatch(
    /<address>Beispiel Medien GmbH<br\/>Musterstraße 1<br\/>10115<!-- --> <!-- -->Berlin<br\/>Deutschland<\/address>/,
  )
  expect(html).toContain('<dt>Vertreten durch</dt><dd>Erika Mustermann</dd>')
  expect(html).toContain('href="mailto:kontakt@example.com"')
  expect(html).toContain('href="tel:+49301234567"')
  expect(html).toContain('Registergericht: Amtsgericht Charlottenburg, Registernummer: HRB 123456 B')
  expect(html).toContain('<dd>DE123456789</dd>')
  expect(html).toContain('Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)')
})

test('register and VAT id are left out when the operator has none', async () => {
  const { register: _, vatId: __, ...block } = legalNoticeExample
  const html = await renderToHtml(<LegalNotice block={block} context={blockContext} />)
  expect(html).not.toContain('Registereintrag')
  expect(html).not.toContain('Umsatzsteuer')
})

test('refuses what is not an address, a VAT id or a phone number', () => {
  const parse = (patch: object) => legalNoticeBlockSchema.safeParse({ ...legalNoticeExample, ...patch }).success
  expect(parse({})).toBe(true)
  expect(parse({ vatId: '123' })).toBe(false)
  expect(parse({ contact: { email: 'not-an-address' } })).toBe(false)
  expect(parse({ contact: { email: 'a@example.com', phone: '030 123' } })).toBe(false)
  expect(parse({ operator: { ...legalNoticeExample.operator, representedBy: [] } })).toBe(false)
})
