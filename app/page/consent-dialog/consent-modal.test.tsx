// What the server renders for the consent modal: open, on first paint, exactly when the visitor
// must answer now (EU, no current choice, own modal in use), with the CMS's texts.
import { describe, expect, test } from 'vitest'
import { exampleConsentRecord } from '../../../tests/support/consent-fixtures.ts'
import { blockContext, components, locale, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { contentQueries } from '../../api/content/client.ts'
import { type ConsentClass, storedChoiceOf } from '../../consent/consent-class.ts'
import { consentClassQuery } from '../../consent/visitor-consent.ts'
import type { WebsiteCookieProvider } from '../../contracts/content/schemas.ts'
import { VisitProvider } from '../../visit/visit-provider.tsx'
import { ConsentDetails } from './consent-details.tsx'
import type { ConsentModalSize } from './consent-dialog.tsx'
import { consentDialogModule } from './consent-dialog-module.ts'
import { ConsentModal } from './consent-modal.tsx'

const providers: WebsiteCookieProvider[] = [
  {
    id: 'internal-necessary',
    category: 'necessary',
    providerName: 'Internal',
    url: 'internal',
    cookies: [{ name: 'consent', description: 'Ihre Auswahl.', expiration: '1 Jahr', type: 'HTTP', enabled: true }],
  },
  {
    id: 'microsoft-clarity',
    category: 'statistics',
    providerName: 'Microsoft Clarity',
    url: 'https://privacy.microsoft.com/de-de/privacystatement',
    cookies: [
      { name: '_clck', description: 'Nutzerkennung.', expiration: '1 Jahr', type: 'HTTP', enabled: true },
      { name: 'CLID', description: 'Abgeschaltet.', expiration: '1 Jahr', type: 'HTTP', enabled: false },
    ],
  },
]

const categories = [
  { id: 'necessary', name: 'Necessary', description: 'Required.' },
  { id: 'preferences', name: 'Preferences', description: 'Choices.' },
  { id: 'statistics', name: 'Statistics', description: 'Usage.' },
  { id: 'marketing', name: 'Marketing', description: 'Ads.' },
] as const

async function render(
  visitor: ConsentClass,
  options: { policyRevision?: number; cookiebot?: boolean; size?: ConsentModalSize } = {},
) {
  // As the server does before its first request: the dialog's own chunk is loaded.
  await consentDialogModule()
  const queryClient = seedContent(createTestQueryClient())
  queryClient.setQueryData(consentClassQuery().queryKey, visitor)
  queryClient.setQueryData(contentQueries.components(locale).queryKey, {
    ...components,
    cookieConsent: { ...components.cookieConsent, policyRevision: options.policyRevision ?? 1 },
  })
  queryClient.setQueryData(contentQueries.cookieCategories().queryKey, [...categories])
  queryClient.setQueryData(contentQueries.websiteCookies(locale).queryKey, providers)
  const website = options.cookiebot
    ? { ...blockContext.website, cookiebotDomainGroupId: '00000000-0000-0000-0000-000000000000' }
    : blockContext.website
  return renderToHtml(
    <VisitProvider website={website} locale={locale} stage="development">
      <ConsentModal website={website} locale={locale} size={options.size} />
    </VisitProvider>,
    queryClient,
  )
}

const euVisitor: ConsentClass = { mustAsk: true, stored: null, globalPrivacyControl: false }

describe('the server-rendered consent modal', () => {
  test('is open for an EU visitor without a choice: a modal dialog on the consent tab, all optional switches off', async () => {
    const html = await render(euVisitor)
    expect(html).toMatch(/<div role="dialog" aria-modal="true" aria-labelledby="[^"]+"/)
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Zustimmung</)
    // A native checkbox carries its state in `checked`; aria-checked on it is invalid HTML.
    expect(html).toMatch(/<input type="checkbox" role="switch" class="consent-toggle__input" disabled="" checked=""\/>/)
    expect(html).not.toMatch(/role="switch"[^>]*checked=""\/><span class="consent-toggle__label">Statistics/)
    expect(html).not.toContain('aria-checked')
    // Nothing optional on: the second button denies.
    expect(html).toContain(`>${components.cookieConsent.deny}</button>`)
    expect(html).toContain(`>${components.cookieConsent.acceptAll}</button>`)
  })

  test('leaves the details tab empty until it is shown: its cookie tables are not rendered while hydrating', async () => {
    const html = await render(euVisitor)
    expect(html).toMatch(/role="tabpanel" id="[^"]+-panel-details"[^>]*hidden=""[^>]*><\/div>/)
    expect(html).not.toContain('<code>_clck</code>')
  })

  test('the details list providers: Internal as the site, its policy the cookie policy page, only enabled cookies', async () => {
    const html = await renderToHtml(
      <ConsentDetails
        website={blockContext.website}
        locale={locale}
        categories={[...categories]}
        providers={providers}
        toggles={{ preferences: false, statistics: false, marketing: false }}
        labelOf={(category) => category}
        onToggle={() => {}}
      />,
    )
    expect(html).toContain('CasinoKompass')
    expect(html).not.toContain('>Internal<')
    expect(html).toContain('href="/cookie-richtlinie/"')
    expect(html).toContain('href="https://privacy.microsoft.com/de-de/privacystatement"')
    expect(html).toContain('<code>_clck</code>')
    expect(html).not.toContain('CLID')
    // The English category texts say so.
    expect(html).toContain('<p lang="en-US">Usage.</p>')
  })

  test('takes the size asked for, sm to 2xl, and is lg unless asked', async () => {
    expect(await render(euVisitor)).toContain('class="consent-modal consent-modal--lg"')
    for (const size of ['sm', 'md', 'lg', 'xl', '2xl'] as const)
      expect(await render(euVisitor, { size })).toContain(`class="consent-modal consent-modal--${size}"`)
  })

  test('stays closed for a current choice, outside the EU, and where a consent service asks', async () => {
    expect(await render({ ...euVisitor, stored: storedChoiceOf(exampleConsentRecord) })).not.toContain('role="dialog"')
    expect(await render({ ...euVisitor, mustAsk: false })).not.toContain('role="dialog"')
    expect(await render(euVisitor, { cookiebot: true })).not.toContain('role="dialog"')
  })

  test('asks again when the cookie policy revision is newer, proposing the earlier choice', async () => {
    const html = await render({ ...euVisitor, stored: storedChoiceOf(exampleConsentRecord) }, { policyRevision: 2 })
    expect(html).toContain('role="dialog"')
    expect(html).toMatch(/role="switch"[^>]*checked=""\/><span class="consent-toggle__label">Statistics/)
    expect(html).toContain(`>${components.cookieConsent.acceptButton}</button>`)
  })
})
