// Browser-side error capture with @sentry/react, loaded only when the server says Sentry is on
// (production stage with SENTRY_DSN, see app/site/runtime-config.ts), so other stages never
// download it. Uncaught errors and rejections are captured by its default integrations.
import type { ErrorReport } from './report.ts'

type Sentry = typeof import('./sentry-browser-sdk.ts')

// The SDK once loaded; the SDK itself is page-global, this only says whether it is there yet.
let sentry: Sentry | undefined

export async function initBrowserSentry(options: { dsn: string; siteId: number; locale: string }): Promise<void> {
  if (sentry) {
    // Already running: only the locale can have changed since.
    sentry.setTag('locale', options.locale)
    return
  }
  const loaded = await import('./sentry-browser-sdk.ts')
  loaded.init({
    dsn: options.dsn,
    environment: 'production',
    initialScope: { tags: { siteId: String(options.siteId), locale: options.locale } },
    // The route is wherever the visitor is when the error happens.
    beforeSend: (event) => ({ ...event, tags: { ...event.tags, route: window.location.pathname } }),
  })
  sentry = loaded
}

export function captureInBrowser(error: unknown, report: ErrorReport): void {
  sentry?.captureException(error, { level: report.level, tags: report.tags, extra: report.extra })
}
