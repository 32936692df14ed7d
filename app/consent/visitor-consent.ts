// What the server knows about the visitor's consent before anything renders: whether they must be
// asked (geolocation cookie and site), what they chose before (consent cookie) and whether their
// browser sends Global Privacy Control. Read once per visit during SSR and dehydrated, so the modal
// is in the server's HTML and the browser never asks again.
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { serverRuntimeIn } from '../site/request-runtime.ts'
import { type ConsentRecord, readConsentCookie } from './consent-record.ts'
import { viewerCountry } from './viewer-country.ts'
import { mustAskForConsent } from './who-is-asked.ts'

export type VisitorConsent = {
  mustAsk: boolean
  /** The stored choice; null when there is none or it did not parse. */
  stored: ConsentRecord | null
  globalPrivacyControl: boolean
}

export const fetchVisitorConsent = createServerFn({ method: 'GET' }).handler(({ context }): VisitorConsent => {
  const cookieHeader = getRequestHeader('cookie')
  const { website, geolocationCookieName } = serverRuntimeIn(context).config
  const country = viewerCountry(cookieHeader, geolocationCookieName)
  return {
    mustAsk: mustAskForConsent(website.id, country),
    stored: readConsentCookie(cookieHeader) ?? null,
    globalPrivacyControl: getRequestHeader('sec-gpc') === '1',
  }
})

export const visitorConsentQuery = () =>
  queryOptions({
    queryKey: ['visitor-consent'],
    queryFn: () => fetchVisitorConsent(),
    staleTime: Number.POSITIVE_INFINITY,
  })
