import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  HeadContent,
  Outlet,
  Scripts,
  useRouteContext,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Website } from '../../app.config.ts'
import { runtimeConfigQuery } from '../api/runtime-config.ts'
import { ErrorPage, statusMessage } from '../errors/error-page.tsx'
import { reportError } from '../errors/report.ts'
import { errorStatus, rethrowUnavailable } from '../errors/service-unavailable.ts'
import { useBrowserSentry } from '../errors/use-browser-sentry.ts'
import { activateLocale, sourceLocale } from '../i18n/lingui.ts'
import { resolveCountry } from '../i18n/resolve-country.ts'
import { ConsentModal } from '../page/consent-dialog/consent-modal.tsx'
import { loadConsent } from '../page/consent-dialog/load-consent.ts'
import { DevTools } from '../page/dev-tools.tsx'
import { pageSecurityHeaders } from '../page/page-security-headers.ts'
import { useHydrationEffects } from '../routing/use-hydration-effects.ts'
import { renderedPageRequest } from '../server/request/page-request-context.ts'
import appCss from '../styles/app.css?url'
import { VisitProvider } from '../visit/visit-provider.tsx'

/** The router's context: the site is a static configuration object, set once per router (app/router.tsx). */
type RouterContext = { queryClient: QueryClient; i18n: I18n; website: Website }

export const Route = createRootRouteWithContext<RouterContext>()({
  // Country and locale are settled before any page loads (SPEC: the locale is set before navigation):
  // on the server as the door worked them out (app/server/request), in the browser from the path.
  beforeLoad: async ({ context, location }) => {
    // A catalog first, so that even the error page for a failure below has its texts; once one is
    // active (later navigations), switching to it would flash German on another country's pages.
    if (!context.i18n.locale) await activateLocale(context.i18n, sourceLocale)
    const runtime = await context.queryClient.ensureQueryData(runtimeConfigQuery())
    const country = renderedPageRequest()?.country ?? resolveCountry(context.website, location.pathname)
    await activateLocale(context.i18n, country.locale)
    // Serialisable on purpose: the browser receives this context instead of running beforeLoad again.
    return { country, stage: runtime.stage }
  },
  // The consent class the door read from the request's cookies (see app/consent).
  loader: ({ context }) =>
    loadConsent(context.queryClient, context.country.locale, renderedPageRequest()?.consentClass).catch(
      rethrowUnavailable,
    ),
  // The Content-Security-Policy: this request's nonce, and the hosts of the site's integrations.
  headers: ({ ssr, match }) => pageSecurityHeaders(ssr?.nonce, match.context),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b3d2e' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: RootError,
})

function RootComponent() {
  const { website, country, stage } = Route.useRouteContext()
  return (
    <RootDocument>
      <VisitProvider website={website} locale={country.locale} stage={stage}>
        <Outlet />
        <ConsentModal website={website} locale={country.locale} />
      </VisitProvider>
    </RootDocument>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  // country is missing when beforeLoad itself failed (no country detected, unknown site).
  const { i18n, country } = useRouteContext({ from: '__root__' }) as { i18n: I18n; country?: { locale: string } }
  useHydrationEffects()
  useBrowserSentry(country?.locale ?? sourceLocale)
  return (
    <html lang={country?.locale ?? sourceLocale}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
        <DevTools />
        <Scripts />
      </body>
    </html>
  )
}

function NotFound({ data }: { data?: unknown }) {
  const message = isMessageData(data) ? data.message : undefined
  return <ErrorPage statusCode={404} description={message} />
}

function RootError({ error }: ErrorComponentProps) {
  const status = errorStatus(error)
  reportError(error, { level: status === 503 ? 'error' : 'fatal' })
  return (
    <RootDocument>
      <ErrorPage statusCode={status} description={statusMessage(status)} />
    </RootDocument>
  )
}

function isMessageData(data: unknown): data is { message: string } {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
}
