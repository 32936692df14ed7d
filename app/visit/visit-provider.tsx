// Starts the visit (visit-machine.ts) with the browser's effects and hands it to the components
// (use-visit.ts). The actor is made during the first render, so the consent modal's state is in the
// server's HTML; tracking begins only in the browser: attribution starts after hydration, and the
// integrations only once consent allows them.
import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useState } from 'react'
import type { Locale, PageType, Website } from '../../app.config.ts'
import { contentQueries } from '../api/content/client.ts'
import { useLoadedQuery } from '../api/query-reads.ts'
import type { Stage } from '../api/runtime-config.ts'
import { optionalCategories } from '../consent/consent-record.ts'
import { consentClassQuery } from '../consent/visitor-consent.ts'
import { listsProducts } from '../contracts/page-types.ts'
import { trackingDataFromQuery } from '../contracts/tracking-fields.ts'
import { trackingIntegrations } from '../integrations/registry.ts'
import { documentCookieJar } from '../lib/cookies.ts'
import { createDeferredCookieJar } from '../lib/deferred-cookie-jar.ts'
import { yieldToMain } from '../lib/yield-to-main.ts'
import { inspect } from '../machines/inspector.ts'
import { readConsentId, readLastReload, visitBrowserEffects } from './browser-effects.ts'
import { serverVisit } from './server-visit.ts'
import { VisitContext } from './use-visit.ts'
import { type VisitActor, type VisitInput, visitMachine } from './visit-machine.ts'

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean
  }
}

type Props = { website: Website; locale: Locale; stage: Stage; children: ReactNode }

type BrowserEffects = Parameters<typeof visitBrowserEffects>[0]

/** The browser's visit, started with its effects once the page has hydrated. */
function useBrowserVisit(input: VisitInput, effects: BrowserEffects): VisitActor {
  // inspect: the Stately inspector in development when switched on (app/machines/inspector.ts).
  return useActorRef(visitMachine.provide(visitBrowserEffects(effects)), { inspect, systemId: 'visit', input })
}

/**
 * The page's visit actor. The server renders its first snapshot (the modal open or not) and never
 * starts it, so it goes without the browser's effects and the integrations' actors (providing the
 * effects builds the machines anew), and one unstarted actor serves every render of the same input
 * (server-visit.ts).
 */
const useVisitActorRef: (input: VisitInput, effects: BrowserEffects) => VisitActor = import.meta.env.SSR
  ? serverVisit
  : useBrowserVisit

export function VisitProvider({ website, locale, stage, children }: Props) {
  const queryClient = useQueryClient()
  const { data: consentClass } = useLoadedQuery(consentClassQuery())
  const { data: components } = useLoadedQuery(contentQueries.components(locale))
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // A draft preview is an editor at work, not a visit, and its URL holds a bearer token
  // (?preview=): no third party may see it, so no integration starts, whatever the consent, and
  // nobody asks for one; nor is it attributed (no impression counts in the operator's figures).
  const draftPreview = new URLSearchParams(search).has('preview')
  const visit = useVisitActorRef(
    {
      consent: {
        mustAsk: consentClass.mustAsk,
        stored: consentClass.stored ?? undefined,
        consentId: readConsentId(),
        policyRevision: components.cookieConsent.policyRevision,
        globalPrivacyControl: consentClass.globalPrivacyControl,
        lastReloadAt: readLastReload(),
        now: Date.now,
      },
      // A third-party consent service, when configured, asks instead of the own modal; never in a
      // draft preview, which no third party may see.
      ownModal: draftPreview || !website.cookiebotDomainGroupId,
      asks: !draftPreview,
      integrations: draftPreview || import.meta.env.SSR ? [] : trackingIntegrations,
      visit: { website, locale },
    },
    { website, locale, stage, queryClient },
  )

  useEffect(() => {
    // The server only saw the Sec-GPC header; the browser's own signal counts as much.
    if (navigator.globalPrivacyControl && !consentClass.globalPrivacyControl) visit.send({ type: 'PRIVACY_SIGNAL' })
  }, [visit, consentClass.globalPrivacyControl])

  // Attribution reads the URL and the cookies, so it starts in the browser, in a task of its own
  // after hydration's effects (docs/decisions/023-first-load-in-layers.md).
  const pageType = useRouterState({
    select: (state) =>
      (state.matches.at(-1)?.context as { route?: { meta: { pageType: PageType } } } | undefined)?.route?.meta.pageType,
  })
  const [first] = useState({ search, pathname, pageType, locale, draftPreview })
  useEffect(() => {
    // The visit is a draft preview's for as long as the page lives, as its integrations are.
    if (first.draftPreview) return
    let cancelled = false
    void yieldToMain().then(() => {
      if (cancelled) return
      visit.send({
        type: 'START_ATTRIBUTION',
        attribution: {
          jar: createDeferredCookieJar(documentCookieJar),
          locale: first.locale,
          noProducts: first.pageType === undefined || !listsProducts(first.pageType),
          landing: trackingDataFromQuery(new URLSearchParams(first.search)),
        },
      })
    })
    return () => {
      cancelled = true
    }
    // Once per page load: what changes later reaches it as the events below.
  }, [visit, first])
  useEffect(() => {
    if (search !== first.search)
      visit.send({ type: 'LANDED', query: trackingDataFromQuery(new URLSearchParams(search)) })
  }, [visit, search, first])
  useEffect(() => visit.send({ type: 'LOCALE_CHANGED', locale }), [visit, locale])
  // A failed impression is tried again on the next page the visitor opens.
  useEffect(() => {
    if (pathname !== first.pathname) visit.send({ type: 'NAVIGATED' })
  }, [visit, pathname, first])

  // A withdrawal also clears the cookies the CMS lists for the withdrawn categories
  // (browser-effects.ts), a list the page does not carry (docs/decisions/019-render-cost-and-page-weight.md):
  // whoever has granted a category fetches it once the page is up.
  const grantedAny = useSelector(visit, (snapshot) =>
    optionalCategories.some((category) => snapshot.context.granted[category]),
  )
  useEffect(() => {
    if (grantedAny) void queryClient.prefetchQuery(contentQueries.websiteCookies(locale))
  }, [grantedAny, queryClient, locale])
  return <VisitContext.Provider value={visit}>{children}</VisitContext.Provider>
}
