// Runs the consent machines for the whole page and wires their effects to the browser: the consent
// cookie, proof of consent, the tracking integrations, the locale cookie and the guarded reload.
// Nothing here runs on the server: the actors start, and tracking may begin, only after hydration.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { createContext, type ReactNode, useCallback, useContext, useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { fromPromise } from 'xstate'
import type { Locale, Website } from '../../../app.config.ts'
import { apiBase } from '../../api/api-base.ts'
import { contentQueries } from '../../api/content/client.ts'
import { request } from '../../api/http-client.ts'
import { errorMessages } from '../../errors/messages.ts'
import { reportError } from '../../errors/report.ts'
import { rememberLocale } from '../../i18n/locale-cookie.ts'
import { trackingIntegrations } from '../../integrations/registry.ts'
import { addScript } from '../../integrations/third-party-script.ts'
import { trackingIntegrationsMachine } from '../../integrations/tracking-integrations-machine.ts'
import { clearCookies } from '../../lib/clear-cookies.ts'
import { documentCookieJar } from '../../lib/cookies.ts'
import { inspect } from '../../machines/inspector.ts'
import { mergeCspSources } from '../../security/csp-sources.ts'
import { trackingCspSources } from '../../security/page-csp-sources.ts'
import { consentMachine } from '../consent-machine.ts'
import {
  type ConsentChoices,
  type ConsentRecord,
  optionalCategories,
  readConsentCookie,
  writeConsentCookie,
} from '../consent-record.ts'
import { startCookiebot } from '../cookiebot.ts'
import { visitorConsentQuery } from '../visitor-consent.ts'
import { consentModalMachine } from './consent-modal-machine.ts'

/** Where this tab remembers its last consent reload, for the reload guard. */
const lastReloadKey = 'consent-reload-at'

type ConsentActors = {
  consent: ActorRefFrom<typeof consentMachine>
  /** Attribution tells it the visit's impression and channel, which some pixels depend on. */
  integrations: ActorRefFrom<typeof trackingIntegrationsMachine>
  modal: ActorRefFrom<typeof consentModalMachine>
  /** Opens the consent settings: the own modal, or the consent service's banner. */
  openSettings: () => void
}

const ConsentActorsContext = createContext<ConsentActors | undefined>(undefined)

/** The consent actors, or undefined outside a ConsentProvider (a component rendered on its own). */
export const useConsentActors = () => useContext(ConsentActorsContext)

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean
  }
}

function readLastReload(): number | undefined {
  if (typeof sessionStorage === 'undefined') return undefined
  const value = Number(sessionStorage.getItem(lastReloadKey))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

const saveConsentCookie = fromPromise<void, { record: ConsentRecord }>(async ({ input: { record } }) => {
  writeConsentCookie(documentCookieJar, record)
  // A browser that refuses the cookie (blocked, full) would otherwise ask on every page.
  if (readConsentCookie(document.cookie)?.id !== record.id) throw new Error('The consent cookie was not stored')
})

const loadServiceScript = (src: string, attributes: Record<string, string>) => {
  addScript(src, attributes).catch((error: unknown) => reportError(error, { level: 'error' }))
}

/** The third-party sources these choices enable, as one comparable value. */
const enabledSources = (visit: { website: Website; locale: Locale }, choices: ConsentChoices) =>
  JSON.stringify(mergeCspSources(...trackingCspSources(visit, choices)))

/** keepalive: the proof must arrive even when the page reloads right after a withdrawal. */
const keepaliveFetch: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true })

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
  // A third-party consent service, when configured, asks instead of the own modal.
  const ownModal = !website.cookiebotDomainGroupId

  // A draft preview is an editor at work, not a visit, and its URL holds a bearer token
  // (?preview=): no third party may see it, so no integration starts, whatever the consent.
  const draftPreview = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).has('preview'),
  })
  // inspect: the Stately inspector in development when switched on (app/machines/inspector.ts).
  const integrations = useActorRef(trackingIntegrationsMachine, {
    inspect,
    input: { integrations: draftPreview ? [] : trackingIntegrations, visit: { website, locale } },
  })
  const consent = useActorRef(
    consentMachine.provide({
      actors: { saveConsent: saveConsentCookie },
      actions: {
        recordProof: ({ context }) => {
          request(apiBase(), '/consent', { method: 'POST', body: context.record, fetch: keepaliveFetch }).catch(
            (error: unknown) => reportError(error, { level: 'error', tags: { consentId: context.record?.id } }),
          )
        },
        shutDownTracking: (_, { withdrawn }) => {
          integrations.send({ type: 'DISABLE_ALL' })
          // Cookies the CMS lists for the withdrawn categories go too (pixels set some themselves).
          const listed = queryClient.getQueryData(contentQueries.websiteCookies(locale).queryKey) ?? []
          const names = listed
            .filter((provider) => provider.category !== 'necessary' && withdrawn.includes(provider.category))
            .flatMap((provider) => provider.cookies.map((cookie) => cookie.name))
          clearCookies(documentCookieJar, names, location.hostname)
        },
        logSaveFailure: (_, { error }) =>
          reportError(new Error(errorMessages.unableToSetConsent, { cause: error }), { level: 'error' }),
        reloadPage: () => {
          sessionStorage.setItem(lastReloadKey, String(Date.now()))
          location.reload()
        },
        reloadForPagePolicy: () => location.reload(),
      },
      guards: {
        // The page's policy allows what the consent it arrived with (kept as granted until now) enabled.
        needsWiderPagePolicy: ({ context }) =>
          enabledSources({ website, locale }, context.toggles) !== enabledSources({ website, locale }, context.granted),
      },
    }),
    {
      inspect,
      input: {
        mustAsk: visitor.mustAsk,
        stored: visitor.stored ?? undefined,
        policyRevision: components.cookieConsent.policyRevision,
        globalPrivacyControl: visitor.globalPrivacyControl,
        lastReloadAt: readLastReload(),
        now: Date.now,
      },
    },
  )
  const modal = useActorRef(consentModalMachine, {
    inspect,
    input: { open: ownModal && consent.getSnapshot().matches('asking') },
  })

  useEffect(() => {
    // The server only saw the Sec-GPC header; the browser's own signal counts as much.
    if (navigator.globalPrivacyControl && !visitor.globalPrivacyControl)
      consent.send({ type: 'TOGGLE', category: 'marketing', value: false })
    let granted = consent.getSnapshot().context.granted
    let asking = consent.getSnapshot().matches('asking')
    integrations.send({ type: 'CONSENT', granted })
    rememberLocale(documentCookieJar, locale, granted.preferences)
    const subscription = consent.subscribe((snapshot) => {
      // Asked again (a failed save the reload guard held back): the modal comes back.
      const nowAsking = snapshot.matches('asking')
      if (nowAsking && !asking && ownModal) modal.send({ type: 'OPEN' })
      asking = nowAsking
      // Leaving for a page whose policy lets the integrations load: starting them here would fail.
      if (snapshot.matches('reloaded') || snapshot.context.granted === granted) return
      granted = snapshot.context.granted
      integrations.send({ type: 'CONSENT', granted })
      rememberLocale(documentCookieJar, locale, granted.preferences)
    })
    // A consent service answers instead of the modal; an unchanged answer is not saved again.
    const stopService = website.cookiebotDomainGroupId
      ? startCookiebot(window, website.cookiebotDomainGroupId, loadServiceScript, (choices) => {
          const { record } = consent.getSnapshot().context
          if (record && optionalCategories.every((category) => record[category] === choices[category])) return
          for (const category of optionalCategories)
            consent.send({ type: 'TOGGLE', category, value: choices[category] })
          consent.send({ type: 'SAVE' })
        })
      : undefined
    return () => {
      subscription.unsubscribe()
      stopService?.()
    }
  }, [consent, integrations, modal, locale, ownModal, visitor.globalPrivacyControl, website.cookiebotDomainGroupId])

  const openSettings = useCallback(
    () => (ownModal ? modal.send({ type: 'OPEN' }) : window.Cookiebot?.renew?.()),
    [modal, ownModal],
  )
  return (
    <ConsentActorsContext.Provider value={{ consent, integrations, modal, openSettings }}>
      {children}
    </ConsentActorsContext.Provider>
  )
}
