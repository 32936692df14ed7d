// The attribution machine's effects in the browser: the leads API, the device, the DOM observers
// and the locale cookie. The page provides them (attribution-provider.tsx); tests provide fakes.
import { fromCallback, fromPromise } from 'xstate'
import type { Website } from '../../app.config.ts'
import { leadsApi } from '../api/leads/client.ts'
import type { ImpressionResponse } from '../api/leads/schemas.ts'
import { reportError } from '../errors/report.ts'
import { announceLocaleChange, type LocaleChange } from '../i18n/locale-change.ts'
import { rememberLocale } from '../i18n/locale-cookie.ts'
import { documentCookieJar } from '../lib/cookies.ts'
import type { Stage } from '../site/runtime-config.ts'
import type { ClientIdsInput, ImpressionRequestParts, ProductViewsInput } from './attribution-machine.ts'
import { sendClientIds } from './client-ids.ts'
import { readDevice } from './device.ts'
import { isTestMode, mayRecordInitialProductList, mayRecordProductViews } from './event-rules.ts'
import { impressionRequest } from './impression-request.ts'
import { observeProductViews } from './product-view-observer.ts'
import { addViewedProduct } from './viewed-products.ts'

const reportEventFailure = (error: unknown) => reportError(error, { level: 'warning', tags: { part: 'user-events' } })

export function attributionBrowserEffects({ website, stage }: { website: Website; stage: Stage }) {
  return {
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
      reportImpressionFailure: (_: unknown, { error }: { error: unknown }) =>
        reportError(error, { level: 'error', tags: { part: 'impression' } }),
      rememberLocale: (_: unknown, { locale, allowed }: { locale: string; allowed: boolean }) =>
        rememberLocale(documentCookieJar, locale, allowed),
      announceLocaleChange: (_: unknown, change: LocaleChange) => announceLocaleChange(change),
    },
  }
}
