// The page consent machine's effects in the browser: the consent cookie, proof of consent, cookie
// clearing, reloads (carrying the visit's impression), the consent service's script and error
// reports. The page provides them (modal/consent-provider.tsx); tests provide fakes.
import type { QueryClient } from '@tanstack/react-query'
import { fromCallback, fromPromise } from 'xstate'
import type { Locale, Website } from '../../app.config.ts'
import { apiBase } from '../api/api-base.ts'
import { contentQueries } from '../api/content/client.ts'
import { request } from '../api/http-client.ts'
import { urlCarryingImpression } from '../attribution/carry-impression.ts'
import { errorMessages } from '../errors/messages.ts'
import { reportError } from '../errors/report.ts'
import type { IntegrationId } from '../integrations/integration.ts'
import { addScript } from '../integrations/third-party-script.ts'
import { clearCookies } from '../lib/clear-cookies.ts'
import { documentCookieJar } from '../lib/cookies.ts'
import { mergeCspSources } from '../security/csp-sources.ts'
import { trackingCspSources } from '../security/page-csp-sources.ts'
import {
  type ConsentChoices,
  type ConsentRecord,
  type OptionalCategory,
  readConsentCookie,
  writeConsentCookie,
} from './consent-record.ts'
import { startCookiebot } from './cookiebot.ts'
import { consentChoiceMachine } from './page-consent-machine.ts'

/** Where this tab remembers its last consent reload, for the reload guard. */
const lastReloadKey = 'consent-reload-at'

export function readLastReload(): number | undefined {
  if (typeof sessionStorage === 'undefined') return undefined
  const value = Number(sessionStorage.getItem(lastReloadKey))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

const saveConsentCookie = fromPromise<void, { record: ConsentRecord }>(async ({ input: { record } }) => {
  writeConsentCookie(documentCookieJar, record)
  // A browser that refuses the cookie (blocked, full) would otherwise ask on every page.
  if (readConsentCookie(document.cookie)?.id !== record.id) throw new Error('The consent cookie was not stored')
})

/** The third-party sources these choices enable, as one comparable value. */
const enabledSources = (visit: { website: Website; locale: Locale }, choices: ConsentChoices) =>
  JSON.stringify(mergeCspSources(...trackingCspSources(visit, choices)))

/** keepalive: the proof must arrive even when the page reloads right after a withdrawal. */
const keepaliveFetch: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true })

export function consentBrowserEffects({
  website,
  locale,
  queryClient,
}: {
  website: Website
  locale: Locale
  queryClient: QueryClient
}) {
  return {
    actors: {
      consent: consentChoiceMachine.provide({
        actors: { saveConsent: saveConsentCookie },
        actions: {
          recordProof: ({ context }) => {
            request(apiBase(), '/consent', { method: 'POST', body: context.record, fetch: keepaliveFetch }).catch(
              (error: unknown) => reportError(error, { level: 'error', tags: { consentId: context.record?.id } }),
            )
          },
          logSaveFailure: (_, { error }) =>
            reportError(new Error(errorMessages.unableToSetConsent, { cause: error }), { level: 'error' }),
        },
        guards: {
          // The page's policy allows what the consent it arrived with (kept as granted until now) enabled.
          needsWiderPagePolicy: ({ context }) =>
            enabledSources({ website, locale }, context.toggles) !==
            enabledSources({ website, locale }, context.granted),
        },
      }),
      consentService: fromCallback<{ type: 'none' }, { domainGroupId: string }>(({ input, sendBack }) =>
        startCookiebot(
          window,
          input.domainGroupId,
          (src, attributes) => {
            addScript(src, attributes).catch((error: unknown) => reportError(error, { level: 'error' }))
          },
          (choices) => sendBack({ type: 'SERVICE_ANSWERED', choices }),
        ),
      ),
    },
    actions: {
      // Cookies the CMS lists for the withdrawn categories go too (pixels set some themselves).
      clearWithdrawnCookies: (_: unknown, { withdrawn }: { withdrawn: OptionalCategory[] }) => {
        const listed = queryClient.getQueryData(contentQueries.websiteCookies(locale).queryKey) ?? []
        const names = listed
          .filter((provider) => provider.category !== 'necessary' && withdrawn.includes(provider.category))
          .flatMap((provider) => provider.cookies.map((cookie) => cookie.name))
        clearCookies(documentCookieJar, names, location.hostname)
      },
      reportIntegrationFailure: (_: unknown, { id, error }: { id: IntegrationId; error: unknown }) =>
        reportError(error, { level: 'error', tags: { part: 'tracking-integration', integration: id } }),
      openServiceBanner: () => window.Cookiebot?.renew?.(),
      reload: (_: unknown, { impressionId, guarded }: { impressionId: string | undefined; guarded: boolean }) => {
        if (guarded) sessionStorage.setItem(lastReloadKey, String(Date.now()))
        const next = urlCarryingImpression(location.href, impressionId)
        // The same URL with a #fragment would only scroll: reload() is the one way to reload it.
        if (next === location.href) location.reload()
        else location.replace(next)
      },
    },
  }
}
