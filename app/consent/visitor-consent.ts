// The visitor's consent class (consent-class.ts) as the server reads it during SSR and dehydrates
// it, so the modal is in the server's HTML and the browser never asks again. The class, not the
// record: the page is shared by every visitor of the class (the page cache, a CDN), and the
// browser reads its own record's id from its cookie.
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { parseCookieHeader } from '../lib/cookies.ts'
import { serverRuntimeIn } from '../site/request-runtime.ts'
import { type ConsentClass, readConsentClass } from './consent-class.ts'

export const fetchConsentClass = createServerFn({ method: 'GET' }).handler(({ context }): ConsentClass => {
  const { website, geolocationCookieName } = serverRuntimeIn(context).config
  return readConsentClass(
    { cookies: parseCookieHeader(getRequestHeader('cookie')), secGpc: getRequestHeader('sec-gpc') },
    { siteId: website.id, geolocationCookieName },
  )
})

export const consentClassQuery = () =>
  queryOptions({
    queryKey: ['consent-class'],
    queryFn: () => fetchConsentClass(),
    staleTime: Number.POSITIVE_INFINITY,
  })
