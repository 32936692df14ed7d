import type { Locale } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import type { SlotsGridBlock } from './schema.ts'

/** The slots a grid shows (of its studio, if it names one, at most `limit`), each with its studio's name for its id. */
export const slotsQuery = (
  locale: Locale,
  { gameProviderId, limit }: Pick<SlotsGridBlock, 'gameProviderId' | 'limit'>,
) =>
  derivedContentQuery(['slots', locale, gameProviderId ?? null, limit], async (queryClient) => {
    const [slots, studios] = await Promise.all([
      queryClient.ensureQueryData(contentQueries.slots(locale)),
      queryClient.ensureQueryData(contentQueries.gameProviders(locale)),
    ])
    const studioNames = new Map(studios.map((studio) => [studio.id, studio.name]))
    return (
      slots
        .filter((slot) => gameProviderId === undefined || slot.gameProviderId === gameProviderId)
        .slice(0, limit)
        // The card names the studio; its id is not shown.
        .map(({ gameProviderId, ...slot }) => ({
          ...slot,
          studioName: studioNames.get(gameProviderId) ?? gameProviderId,
        }))
    )
  })
