import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { visitorConsentQuery } from '../visitor-consent.ts'

/**
 * Ensures what the consent modal reads. The texts of the modal are loaded up front only when the
 * visitor must answer now, so the server renders the open modal and nothing shifts on hydration;
 * anyone else fetches them when opening it from the footer.
 */
export async function loadConsent(queryClient: QueryClient, locale: Locale): Promise<void> {
  const [visitor] = await Promise.all([
    queryClient.ensureQueryData(visitorConsentQuery()),
    queryClient.ensureQueryData(contentQueries.components(locale)),
  ])
  if (visitor.mustAsk)
    await Promise.all([
      queryClient.ensureQueryData(contentQueries.cookieCategories()),
      queryClient.ensureQueryData(contentQueries.websiteCookies(locale)),
    ])
}
