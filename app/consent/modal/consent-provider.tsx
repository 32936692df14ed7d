// Starts the page's consent machine (page-consent-machine.ts) with the browser's effects and hands
// its children to the modal, the footer button and attribution. Nothing here runs on the server:
// the actors start, and tracking may begin, only after hydration.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import type { ConversionContact, ConversionEvent } from '../../integrations/conversions.ts'
import { trackingIntegrations } from '../../integrations/registry.ts'
import type { trackingIntegrationsMachine } from '../../integrations/tracking-integrations-machine.ts'
import { inspect } from '../../machines/inspector.ts'
import { consentBrowserEffects, readLastReload } from '../browser-effects.ts'
import type { consentMachine } from '../consent-machine.ts'
import { optionalCategories } from '../consent-record.ts'
import { pageConsentMachine } from '../page-consent-machine.ts'
import { visitorConsentQuery } from '../visitor-consent.ts'
import type { consentModalMachine } from './consent-modal-machine.ts'

type ConsentActors = {
  page: ActorRefFrom<typeof pageConsentMachine>
  consent: ActorRefFrom<typeof consentMachine>
  integrations: ActorRefFrom<typeof trackingIntegrationsMachine>
  modal: ActorRefFrom<typeof consentModalMachine>
  /** Opens the consent settings: the own modal, or the consent service's banner. */
  openSettings: () => void
}

const ConsentActorsContext = createContext<ConsentActors | undefined>(undefined)

/** The consent actors, or undefined outside a ConsentProvider (a component rendered on its own). */
export const useConsentActors = () => useContext(ConsentActorsContext)

/** Reports a conversion (SPEC section 9) to every integration consent and the pixel rules allow. */
export function useConversion(): (conversion: ConversionEvent, contact?: ConversionContact) => void {
  const actors = useConsentActors()
  return useCallback(
    (conversion, contact) => actors?.page.send({ type: 'CONVERSION', conversion, ...(contact && { contact }) }),
    [actors],
  )
}

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean
  }
}

export function ConsentProvider({
  website,
  locale,
  children,
}: {
  website: Website
  locale: Locale
  children: ReactNode
}) {
  const queryClient = useQueryClient()
  const { data: visitor } = useSuspenseQuery(visitorConsentQuery())
  const { data: components } = useSuspenseQuery(contentQueries.components(locale))
  // A draft preview is an editor at work, not a visit, and its URL holds a bearer token
  // (?preview=): no third party may see it, so no integration starts, whatever the consent.
  const draftPreview = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).has('preview'),
  })
  // inspect: the Stately inspector in development when switched on (app/machines/inspector.ts).
  const page = useActorRef(pageConsentMachine.provide(consentBrowserEffects({ website, locale, queryClient })), {
    inspect,
    input: {
      consent: {
        mustAsk: visitor.mustAsk,
        stored: visitor.stored ?? undefined,
        policyRevision: components.cookieConsent.policyRevision,
        globalPrivacyControl: visitor.globalPrivacyControl,
        lastReloadAt: readLastReload(),
        now: Date.now,
      },
      // A third-party consent service, when configured, asks instead of the own modal.
      ownModal: !website.cookiebotDomainGroupId,
      integrations: draftPreview ? [] : trackingIntegrations,
      visit: { website, locale },
    },
  })

  useEffect(() => {
    // The server only saw the Sec-GPC header; the browser's own signal counts as much.
    if (navigator.globalPrivacyControl && !visitor.globalPrivacyControl) page.send({ type: 'PRIVACY_SIGNAL' })
  }, [page, visitor.globalPrivacyControl])

  const actors = useMemo(() => {
    const children = page.getSnapshot().children
    if (!children.consent || !children.integrations || !children.modal)
      throw new Error('The consent machine did not start its children')
    return {
      page,
      consent: children.consent,
      integrations: children.integrations,
      modal: children.modal,
      openSettings: () => page.send({ type: 'OPEN_SETTINGS' }),
    }
  }, [page])
  // A withdrawal also clears the cookies the CMS lists for the withdrawn categories
  // (browser-effects.ts), a list the page does not carry (docs/decisions/019-render-cost-and-page-weight.md):
  // whoever has granted a category fetches it once the page is up.
  const grantedAny = useSelector(actors.consent, (snapshot) =>
    optionalCategories.some((category) => snapshot.context.granted[category]),
  )
  useEffect(() => {
    if (grantedAny) void queryClient.prefetchQuery(contentQueries.websiteCookies(locale))
  }, [grantedAny, queryClient, locale])
  return <ConsentActorsContext.Provider value={actors}>{children}</ConsentActorsContext.Provider>
}
