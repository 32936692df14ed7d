// The visitor's consent class (consent-class.ts) as the server reads it during SSR and dehydrates
// it, so the modal is in the server's HTML and the browser never asks again. The class, not the
// record: the page is shared by every visitor of the class (the page cache, a CDN), and the
// browser reads its own record's id from its cookie.
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { siteIdFromEnv } from '../site/website.ts'
import { type ConsentClass, readConsentClass } from './consent-class.ts'
import { renderCookieNames } from './render-cookies.ts'

export const fetchConsentClass = createServerFn({ method: 'GET' }).handler(
  (): ConsentClass =>
    readConsentClass(
      { cookieHeader: getRequestHeader('cookie'), secGpc: getRequestHeader('sec-gpc') },
      { siteId: siteIdFromEnv(process.env.SITE_ID), geolocationCookieName: renderCookieNames(process.env).geolocation },
    ),
)

export const consentClassQuery = () =>
  queryOptions({
    queryKey: ['consent-class'],
    queryFn: () => fetchConsentClass(),
    staleTime: Number.POSITIVE_INFINITY,
  })
