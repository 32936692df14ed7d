// What a page shows when its loader or rendering fails: the error page, inside the document the
// root already rendered. Reported while rendering, so the server reports an SSR failure too.
import type { ErrorComponentProps } from '@tanstack/react-router'
import { reportError } from '../errors/report.ts'
import { ErrorPage, statusMessage } from './error-page.tsx'

export function RouteError({ error }: ErrorComponentProps) {
  reportError(error, { level: 'fatal' })
  return <ErrorPage statusCode={500} description={statusMessage(500)} />
}
