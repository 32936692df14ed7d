import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import type { ConsentClass } from '../../consent/consent-class.ts'
import { consentClassQuery } from '../../consent/visitor-consent.ts'
import { consentDialogModule } from './consent-dialog-module.ts'

/**
 * Ensures what the consent modal reads. The visitor's consent class is the one the server read at
 * its door, where it renders the page; the browser asks for it only if it has none. The texts of the modal are loaded up front only when the
 * visitor must answer now, so the server renders the open modal and nothing shifts on hydration;
 * anyone else fetches them when opening it from the footer. The categories' descriptions and the
 * providers' cookie lists of the (hidden) details tab are not part of the page: the open dialog
 * fetches them (consent-dialog.tsx).
 */
export async function loadConsent(
  queryClient: QueryClient,
  locale: Locale,
  consentClass?: ConsentClass,
): Promise<void> {
  if (consentClass) queryClient.setQueryData(consentClassQuery().queryKey, consentClass)
  const [visitor, components] = await Promise.all([
    queryClient.ensureQueryData(consentClassQuery()),
    queryClient.ensureQueryData(contentQueries.components(locale)),
  ])
  if (!visitor.mustAsk) return
  await Promise.all([
    // The categories' names label the switches only where the CMS's texts have no labels.
    components.cookieConsent.consentKeys ? undefined : queryClient.ensureQueryData(contentQueries.cookieCategories()),
    // The open modal's code: the server renders the page to a string, without waiting for a chunk
    // (docs/decisions/100-render-to-string.md); the browser has it before hydrating (app/client.tsx).
    import.meta.env.SSR ? consentDialogModule() : undefined,
  ])
}
