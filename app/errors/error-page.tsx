// The error page (SPEC section 2): status code, status message, description. 404 is Page Not
// Found; 503 (the CMS cannot answer, see app/errors/service-unavailable.ts) is Service Unavailable;
// anything else is Internal Server Error; the default status is 500. The status message is the
// page's title too: no route's head() runs for an error, so the page renders its own <title>,
// which React hoists into the document's head.
import { Trans } from '@lingui/react/macro'
import { errorMessages } from '../contracts/error-messages.ts'

const statusMessages: Record<number, string> = {
  404: errorMessages.pageNotFoundTitle,
  503: errorMessages.serviceUnavailable,
}

export function statusMessage(statusCode: number): string {
  return statusMessages[statusCode] ?? errorMessages.internalServerError
}

export function ErrorPage({ statusCode = 500, description }: { statusCode?: number; description?: string }) {
  return (
    <main id="main" className="error-page" data-status-code={statusCode}>
      <title>{statusMessage(statusCode)}</title>
      <p className="error-page__code">{statusCode}</p>
      <h1 className="error-page__message">{statusMessage(statusCode)}</h1>
      {description && <p className="error-page__description">{description}</p>}
      <p>
        {statusCode === 404 ? (
          <Trans>Die angeforderte Seite gibt es nicht (mehr).</Trans>
        ) : (
          <Trans>Etwas ist schiefgelaufen. Bitte versuchen Sie es in einem Moment erneut.</Trans>
        )}
      </p>
      <p>
        {/* A full load on purpose: it leaves whatever state led here behind. */}
        <a href="/" className="button">
          <Trans>Zur Startseite</Trans>
        </a>
      </p>
    </main>
  )
}
