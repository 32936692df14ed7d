// Starts the attribution machine in the browser, once per page load, and tells it what the router
// sees (campaign values of a new URL, the locale, navigations). Everything here runs after
// hydration; the server renders nothing of it. The rules live in attribution-machine.ts.
import { useRouteContext, useRouterState } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { type ReactNode, startTransition, useEffect, useState } from 'react'
import type { Locale, PageType, Website } from '../../app.config.ts'
import { useConsentActors } from '../consent/modal/consent-provider.tsx'
import { documentCookieJar } from '../lib/cookies.ts'
import { createDeferredCookieJar } from '../lib/deferred-cookie-jar.ts'
import { inspect } from '../machines/inspector.ts'
import type { Stage } from '../site/runtime-config.ts'
import { websiteById } from '../site/website.ts'
import { pageTypeTable } from '../templates/page-types.tsx'
import { type AttributionActor, AttributionContext, createAttributionSlot } from './attribution-context.ts'
import { attributionMachine } from './attribution-machine.ts'
import { attributionBrowserEffects } from './browser-effects.ts'
import { linkAttributionToConsent } from './consent-link.ts'
import { trackingDataFromQuery } from './tracking-fields.ts'

type Props = { website: Website; locale: Locale; stage: Stage; pageType: PageType | undefined; children: ReactNode }

export function AttributionProvider({ children, ...props }: Props) {
  const [slot] = useState(createAttributionSlot)
  const [inBrowser, setInBrowser] = useState(false)
  // A transition: set in an effect, the update would render the machine's start in the same task as
  // hydration's effects, one of the longest of a page load; as a transition it renders in its own.
  useEffect(() => startTransition(() => setInBrowser(true)), [])
  return (
    <AttributionContext.Provider value={slot}>
      {children}
      {inBrowser && <StartAttribution {...props} onStarted={slot.set} />}
    </AttributionContext.Provider>
  )
}

/** Renders nothing: starts the machine (it reads cookies and the URL, so only in the browser). */
function StartAttribution({
  website,
  locale,
  stage,
  pageType,
  onStarted,
}: Omit<Props, 'children'> & { onStarted: (actor: AttributionActor) => void }) {
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const consent = useConsentActors()
  const actor = useActorRef(attributionMachine.provide(attributionBrowserEffects({ website, stage })), {
    inspect,
    input: {
      jar: createDeferredCookieJar(documentCookieJar),
      locale,
      noProducts: pageType === undefined || !pageTypeTable[pageType].listsProducts,
      landing: trackingDataFromQuery(new URLSearchParams(search)),
    },
  })
  useEffect(() => onStarted(actor), [actor, onStarted])
  useEffect(() => (consent ? linkAttributionToConsent(actor, consent.page) : undefined), [actor, consent])

  const [first] = useState({ search, pathname })
  useEffect(() => {
    if (search !== first.search)
      actor.send({ type: 'LANDED', query: trackingDataFromQuery(new URLSearchParams(search)) })
  }, [actor, search, first])
  useEffect(() => actor.send({ type: 'LOCALE_CHANGED', locale }), [actor, locale])
  // A failed impression is tried again on the next page the visitor opens.
  useEffect(() => {
    if (pathname !== first.pathname) actor.send({ type: 'NAVIGATED' })
  }, [actor, pathname, first])
  return null
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
