import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { honeypotField } from '../../signups/signup-schema.ts'
import { signupFormExample } from './block.ts'
import { SignupForm } from './component.tsx'

describe('the signup form’s honeypot', () => {
  test('is in the form for scripts, but hidden from assistive technology, unfocusable and never autofilled', async () => {
    const html = await renderToHtml(<SignupForm block={signupFormExample} context={blockContext} />)
    const trap = /<div class="signup__honeypot" aria-hidden="true">(.*?)<\/div>/.exec(html)?.[1] ?? ''
    const input = /<input[^>]*>/.exec(trap)?.[0] ?? ''
    expect(input).toContain(`name="${honeypotField}"`)
    expect(input).toContain('tabindex="-1"')
    // HTML attribute names are case-insensitive; React writes this one autoComplete.
    expect(input).toMatch(/autocomplete="off"/i)
    expect(html.match(new RegExp(`name="${honeypotField}"`, 'g'))).toHaveLength(1)
  })

  test('is placed off-screen, not display:none, which scripts recognise and skip', () => {
    const css = readFileSync(new URL('./signup-form.css', import.meta.url), 'utf8')
    const rule = /\.signup__honeypot \{([^}]*)\}/.exec(css)?.[1] ?? ''
    expect(rule).toMatch(/position: absolute;/)
    expect(rule).toMatch(/left: -\d+px;/)
    expect(rule).not.toMatch(/display: none|visibility: hidden/)
  })
})

describe('the third-party lead form', () => {
  const partner = { id: 'kreditpartner', name: 'KreditPartner Direkt', logo: '/p.svg', brandColor: '#0a4d8c' }
  const website = {
    ...blockContext.website,
    avicaFormToken: 'form-token',
    avicaWhiteLabelToken: 'white-label-token',
    whiteLabelPartners: [partner],
  }
  const avicaScript = '<script src="https://forms.avica.io/embed.js" async="">'

  test('replaces our own form where the site has a form token', async () => {
    const html = await renderToHtml(<SignupForm block={signupFormExample} context={{ ...blockContext, website }} />)
    expect(html).toContain('<div class="avica-form" data-avica-token="form-token"></div>')
    expect(html).toContain(avicaScript)
    expect(html).not.toContain(`name="${honeypotField}"`)
  })

  test("takes the white-label token on a partner's form, under the partner's brand", async () => {
    const block = { ...signupFormExample, partnerId: partner.id }
    const html = await renderToHtml(<SignupForm block={block} context={{ ...blockContext, website }} />)
    expect(html).toContain('<div class="avica-form" data-avica-token="white-label-token"></div>')
    expect(html).toContain('KreditPartner Direkt')
  })

  test('is not there without a token: our own form is', async () => {
    const bare = { ...blockContext.website, avicaFormToken: undefined, avicaWhiteLabelToken: undefined }
    const html = await renderToHtml(
      <SignupForm block={signupFormExample} context={{ ...blockContext, website: bare }} />,
    )
    expect(html).not.toContain('avica')
    expect(html).toContain(`name="${honeypotField}"`)
  })
})
