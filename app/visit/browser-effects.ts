// Every effect the visit has on the browser, provided in this one place (visit-provider.tsx starts
// visitMachine.provide(visitBrowserEffects(...))); tests provide fakes. Consent: the cookie, proof of
// consent, cookie clearing, reloads, the consent service's script. Attribution: the leads API, the
// device, the DOM observers, the locale cookie. Integrations: failure reports.
import type { QueryClient } from '@tanstack/react-query'
import { fromCallback, fromPromise } from 'xstate'
import type { Locale, Website } from '../../app.config.ts'
import { apiBase } from '../api/api-base.ts'
import { contentQueries } from '../api/content/client.ts'
import { request } from '../api/http-client.ts'
import { leadsApi } from '../api/leads/client.ts'
import type { Stage } from '../api/runtime-config.ts'
import {
  attributionMachine,
  type ClientIdsInput,
  type ImpressionRequestParts,
  type ProductViewsInput,
} from '../attribution/attribution-machine.ts'
import { sendClientIds } from '../attribution/client-ids.ts'
import { readDevice } from '../attribution/device.ts'
import { isTestMode, mayRecordInitialProductList, mayRecordProductViews } from '../attribution/event-rules.ts'
import { impressionRequest } from '../attribution/impression-request.ts'
import { observeProductViews } from '../attribution/product-view-observer.ts'
import { addViewedProduct } from '../attribution/viewed-products.ts'
import { consentMachine } from '../consent/consent-machine.ts'
import {
  type ConsentRecord,
  type OptionalCategory,
  readConsentCookie,
  writeConsentCookie,
} from '../consent/consent-record.ts'
import { startCookiebot } from '../consent/cookiebot.ts'
import { errorMessages } from '../contracts/error-messages.ts'
import type { ImpressionResponse } from '../contracts/leads/schemas.ts'
import { reportError } from '../errors/report.ts'
import { announceLocaleChange, type LocaleChange } from '../i18n/locale-change.ts'
import { rememberLocale } from '../i18n/locale-cookie.ts'
import type { IntegrationId } from '../integrations/integration.ts'
import { addScript } from '../integrations/third-party-script.ts'
import { clearCookies } from '../lib/clear-cookies.ts'
import { documentCookieJar } from '../lib/cookies.ts'

/** Where this tab remembers its last consent reload, for the reload guard. */
const lastReloadKey = 'consent-reload-at'

export function readLastReload(): number | undefined {
  if (typeof sessionStorage === 'undefined') return undefined
  const value = Number(sessionStorage.getItem(lastReloadKey))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

/** The id of the visitor's saved record, from their own cookie: the page never carries it. */
export function readConsentId(): string | undefined {
  if (typeof document === 'undefined') return undefined
  return readConsentCookie(document.cookie)?.id
}

const saveConsentCookie = fromPromise<void, { record: ConsentRecord }>(async ({ input: { record } }) => {
  writeConsentCookie(documentCookieJar, record)
  // A browser that refuses the cookie (blocked, full) would otherwise ask on every page.
  if (readConsentCookie(document.cookie)?.id !== record.id) throw new Error('The consent cookie was not stored')
})

/** keepalive: the proof must arrive even when the page reloads right after a withdrawal. */
const keepaliveFetch: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true })

const reportEventFailure = (error: unknown) => reportError(error, { level: 'warning', tags: { part: 'user-events' } })

export type VisitEffectsOptions = { website: Website; locale: Locale; stage: Stage; queryClient: QueryClient }

export function visitBrowserEffects({ website, locale, stage, queryClient }: VisitEffectsOptions) {
  return {
    actors: {
      consent: consentMachine.provide({
        actors: { saveConsent: saveConsentCookie },
        actions: {
          recordProof: (_, { record }) => {
            request(apiBase(), '/consent', { method: 'POST', body: record, fetch: keepaliveFetch }).catch(
              (error: unknown) => reportError(error, { level: 'error', tags: { consentId: record.id } }),
            )
          },
          logSaveFailure: (_, { error }) =>
            reportError(new Error(errorMessages.unableToSetConsent, { cause: error }), { level: 'error' }),
        },
      }),
      attribution: attributionMachine.provide({
        actors: {
          createImpression: fromPromise<ImpressionResponse, ImpressionRequestParts>(({ input, signal }) =>
            leadsApi.impression(impressionRequest(input.request, input.trackingData, readDevice()), { signal }),
          ),
          // Product views and the initial list, once per product per impression, where the event rules allow.
          observeProductViews: fromCallback<{ type: 'none' }, ProductViewsInput>(({ input: { impressionId, jar } }) => {
            const host = location.hostname
            const viewsAllowed = mayRecordProductViews(host, website, isTestMode(stage, jar))
            const listAllowed = mayRecordInitialProductList(host, website)
            if (!viewsAllowed && !listAllowed) return
            return observeProductViews(document.body, {
              onView: (placement) => {
                if (!viewsAllowed || !addViewedProduct(jar, impressionId, placement)) return
                leadsApi
                  .userEvent({ partitionKey: 'productView', data: { impressionId, ...placement } })
                  .catch(reportEventFailure)
              },
              ...(listAllowed && {
                onList: (products) =>
                  leadsApi
                    .userEvent({ partitionKey: 'initialProductList', data: { impressionId, products } })
                    .catch(reportEventFailure),
              }),
            })
          }),
          sendClientIds: fromPromise<void, ClientIdsInput>(async ({ input: { jar, impressionId, locale } }) => {
            await sendClientIds(jar, { impressionId, locale }, leadsApi.clientId).catch(reportEventFailure)
          }),
        },
        actions: {
          reportImpressionFailure: (_, { error }) =>
            reportError(error, { level: 'error', tags: { part: 'impression' } }),
          rememberLocale: (_, { locale, allowed }) => rememberLocale(documentCookieJar, locale, allowed),
          announceLocaleChange: (_, change: LocaleChange) => announceLocaleChange(change),
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
      reload: (_: unknown, { guarded }: { guarded: boolean }) => {
        if (guarded) sessionStorage.setItem(lastReloadKey, String(Date.now()))
        location.reload()
      },
    },
  }
}
