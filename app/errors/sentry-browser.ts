// Browser-side error capture with @sentry/react, loaded only when the server says Sentry is on
// (production stage with SENTRY_DSN, see app/api/runtime-config.ts), so other stages never
// download it. Uncaught errors and rejections are captured by its default integrations. No URL
// leaves with its query string or fragment (sentry-scrub.ts).
import type { ErrorReport } from '../contracts/error-report.ts'
import { scrubBreadcrumb, scrubEvent } from './sentry-scrub.ts'

type Sentry = typeof import('./sentry-browser-sdk.ts')

// The SDK once loaded, and its one start; the SDK itself is page-global.
let sentry: Sentry | undefined
let starting: Promise<void> | undefined

export async function initBrowserSentry(options: { dsn: string; siteId: number; locale: string }): Promise<void> {
  starting ??= import('./sentry-browser-sdk.ts').then((loaded) => {
    loaded.init({
      dsn: options.dsn,
      environment: 'production',
      initialScope: { tags: { siteId: String(options.siteId) } },
      // The route is wherever the visitor is when the error happens.
      beforeSend: (event) => scrubEvent({ ...event, tags: { ...event.tags, route: window.location.pathname } }),
      beforeSendTransaction: (event) => scrubEvent(event),
      beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    })
    sentry = loaded
  })
  await starting
  // The first call and every later one (a locale change) set the current locale.
  sentry?.setTag('locale', options.locale)
}

export function captureInBrowser(error: unknown, report: ErrorReport): void {
  sentry?.captureException(error, { level: report.level, tags: report.tags, extra: report.extra })
}
