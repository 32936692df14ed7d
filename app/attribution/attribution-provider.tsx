// Starts attribution in the browser, once per page load: the tracking data from the landing URL,
// the impression (renewed on a locale change), product-view events and the networks' client ids.
// Everything here runs after hydration; the server renders nothing of it. A failure in any part is
// reported and never reaches the page.
import { useRouteContext, useRouterState } from '@tanstack/react-router'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { type Actor, createActor } from 'xstate'
import type { Locale, PageType, Website } from '../../app.config.ts'
import { leadsApi } from '../api/leads/client.ts'
import type { Impression } from '../api/leads/schemas.ts'
import { useConsentActors } from '../consent/modal/consent-provider.tsx'
import { reportError } from '../errors/report.ts'
import { documentCookieJar } from '../lib/cookies.ts'
import { createDeferredCookieJar } from '../lib/deferred-cookie-jar.ts'
import { inspect } from '../machines/inspector.ts'
import type { Stage } from '../site/runtime-config.ts'
import { websiteById } from '../site/website.ts'
import { pageTypeTable } from '../templates/page-types.tsx'
import { sendClientIds } from './client-ids.ts'
import { isTestMode, mayRecordInitialProductList, mayRecordProductViews } from './event-rules.ts'
import { impressionMachine } from './impression-machine.ts'
import { observeProductViews } from './product-view-observer.ts'
import { trackingDataMachine } from './tracking-data-machine.ts'
import { trackingDataFromQuery } from './tracking-fields.ts'
import { addViewedProduct, clearViewedProducts } from './viewed-products.ts'

const ImpressionContext = createContext<Impression | undefined>(undefined)

/** The visitor's current impression, once the leads API has answered. */
export const useImpression = () => useContext(ImpressionContext)

const reportEventFailure = (error: unknown) => reportError(error, { level: 'warning', tags: { part: 'user-events' } })

type Props = { website: Website; locale: Locale; stage: Stage; pageType: PageType | undefined; children: ReactNode }

export function AttributionProvider({ website, locale, stage, pageType, children }: Props) {
  const [impression, setImpression] = useState<Impression>()
  const impressionActor = useRef<Actor<typeof impressionMachine>>(undefined)
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const tracking = useRef<Actor<typeof trackingDataMachine>>(undefined)
  const consentActors = useConsentActors()
  // Attribution cookies wait for marketing consent (granted by default where no one must be asked);
  // until then they live in memory for this page.
  const marketingGranted = useRef(false)
  const jar = useMemo(() => createDeferredCookieJar(documentCookieJar, () => marketingGranted.current), [])
  useEffect(() => {
    if (!consentActors) return
    const apply = (granted: boolean) => {
      marketingGranted.current = granted
      jar.flush()
    }
    apply(consentActors.consent.getSnapshot().context.granted.marketing)
    const subscription = consentActors.consent.subscribe((snapshot) => apply(snapshot.context.granted.marketing))
    return () => subscription.unsubscribe()
  }, [consentActors, jar])

  // Query values of every URL the visitor lands on override the stored ones.
  useEffect(() => {
    tracking.current ??= createActor(trackingDataMachine, { input: { jar }, inspect }).start()
    tracking.current.send({ type: 'landed', query: trackingDataFromQuery(new URLSearchParams(search)) })
  }, [search, jar])

  // The impression: started once with the first locale; later locales are sent to it below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per page load on purpose
  useEffect(() => {
    const actor = createActor(impressionMachine, {
      input: { locale, noProducts: pageType === undefined || !pageTypeTable[pageType].listsProducts },
      inspect,
    })
    actor.on('newImpressionForced', () => {
      tracking.current?.send({ type: 'forget', fields: ['impressionId'] })
      clearViewedProducts(jar)
      setImpression(undefined)
    })
    actor.on('impressionReady', ({ impression: ready }) => {
      tracking.current?.send({
        type: 'update',
        values: { impressionId: ready.id, ...(ready.uniqueUserId && { uniqueUserId: ready.uniqueUserId }) },
      })
      setImpression(ready)
      consentActors?.integrations.send({
        type: 'VISIT',
        impressionId: ready.id,
        channelId: ready.source.channel.id,
      })
    })
    impressionActor.current = actor.start()
    return () => {
      actor.stop()
    }
  }, [])

  useEffect(() => {
    impressionActor.current?.send({ type: 'localeChanged', locale })
  }, [locale])

  // A failed impression is tried again on the next page the visitor opens.
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation itself is the event
  useEffect(() => {
    impressionActor.current?.send({ type: 'navigated' })
  }, [pathname])

  // Product views and the initial list, once per product per impression.
  useEffect(() => {
    if (!impression) return
    const host = location.hostname
    const impressionId = impression.id
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
  }, [impression, website, stage, jar])

  // The networks' client ids appear only once their pixels ran (after consent); polled briefly.
  useEffect(() => {
    if (!impression) return
    sendClientIds(jar, { impressionId: impression.id, locale }, leadsApi.clientId).catch(reportEventFailure)
  }, [impression, locale, jar])

  return <ImpressionContext.Provider value={impression}>{children}</ImpressionContext.Provider>
}

type RootContext = { siteId?: number; country?: { locale: Locale }; stage?: Stage }

/** The provider for the root document: site, locale and stage from the root route's context, and
 *  the page type of the page being shown (from the page route's context). */
export function SiteAttribution({ children }: { children: ReactNode }) {
  const { siteId, country, stage } = useRouteContext({ from: '__root__' }) as RootContext
  const pageType = useRouterState({
    select: (state) =>
      (state.matches.at(-1)?.context as { route?: { meta: { pageType: PageType } } } | undefined)?.route?.meta.pageType,
  })
  // Without a site and country (the start-up failed) there is nothing to attribute.
  if (siteId === undefined || !country || !stage) return children
  return (
    <AttributionProvider website={websiteById(siteId)} locale={country.locale} stage={stage} pageType={pageType}>
      {children}
    </AttributionProvider>
  )
}
