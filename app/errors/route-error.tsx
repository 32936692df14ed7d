// What a page shows when its loader or rendering fails: the error page, inside the document the
// root already rendered. Reported while rendering, so the server reports an SSR failure too.
import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage, statusMessage } from './error-page.tsx'
import { reportError } from './report.ts'
import { errorStatus } from './service-unavailable.ts'

export function RouteError({ error }: ErrorComponentProps) {
  const status = errorStatus(error)
  // An unavailable CMS is an outage to know about, but not a defect of the page.
  reportError(error, { level: status === 503 ? 'error' : 'fatal' })
  return <ErrorPage statusCode={status} description={statusMessage(status)} />
}
