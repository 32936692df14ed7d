import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { describe, expect, test } from 'vitest'
import { renderToHtml } from '../../tests/support/render-to-html.tsx'
import { withHiddenPart } from './hidden-part.tsx'

function WithTrans({ name }: { name: string }) {
  return (
    <a href="/go/">
      <Trans>
        Zum Testbericht<span className="visually-hidden"> über {name}</span>
      </Trans>
    </a>
  )
}

function WithHiddenPart({ name }: { name: string }) {
  const { t } = useLingui()
  return <a href="/go/">{withHiddenPart(t(msg`Zum Testbericht<0> über ${name}</0>`))}</a>
}

describe('a text with a visually hidden part', () => {
  test('is the markup <Trans> writes for the same message, in the source catalogue and a translated one', async () => {
    const { messages } = (await import('../../locales/en-US.po')) as { messages: Record<string, string> }
    const english = { locale: 'en-US', messages }
    for (const name of ['Nordlicht Casino', 'A & B <Slots>', '']) {
      const german = await renderToHtml(<WithHiddenPart name={name} />)
      expect(german).toBe(await renderToHtml(<WithTrans name={name} />))
      expect(german).toContain('<span class="visually-hidden"> über ')
      const translated = await renderToHtml(<WithHiddenPart name={name} />, undefined, english)
      expect(translated).toBe(await renderToHtml(<WithTrans name={name} />, undefined, english))
      expect(translated).toContain('Read the review<span class="visually-hidden"> of ')
    }
  })

  test('is the text itself when it has no hidden part', () => {
    expect(withHiddenPart('Zum Casino')).toBe('Zum Casino')
  })
})
