// The page of a game studio (/spielehersteller/<id>/ on the German site): what it is, its facts,
// its slots and the casinos that offer its games.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config.ts'
import { ContentFetchError, contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { SlotsGrid } from '../../blocks/slots-grid/component.tsx'
import type { SlotsGridBlock } from '../../blocks/slots-grid/schema.ts'
import { slotsGridView } from '../../blocks/slots-grid/view.ts'
import type { GameProvider } from '../../contracts/content/schemas.ts'
import { formatNumber } from '../../ui/format.ts'
import type { TemplateProps } from '../template-props.ts'
import { DirectoryPage } from './directory-page.tsx'
import { type EntryPageBuilder, type EntryPageContext, metaDescription, metaTitle, requireSlug } from './entry-page.ts'
import { loadOfferingCasinos, OfferingCasinos } from './offering-casinos.tsx'

export async function gameProviderById(queryClient: QueryClient, locale: Locale, id: string): Promise<GameProvider> {
  const providers = await queryClient.ensureQueryData(contentQueries.gameProviders(locale))
  const provider = providers.find((entry) => entry.id === id)
  if (!provider) throw new ContentFetchError('game provider', 404)
  return provider
}

export const buildGameProviderPage: EntryPageBuilder = async (slug, { queryClient, locale, i18n }) => {
  const { name, description } = await gameProviderById(queryClient, locale, slug)
  return {
    meta: {
      title: metaTitle(i18n._(msg`${name}: Spiele, Fakten und Casinos`)),
      description: metaDescription(description),
      noFollow: false,
      noIndex: false,
    },
    blocks: [],
  }
}

/** What the page shows of the studio (not its website: the page does not link away to studios). */
export const gameProviderPageQuery = (locale: Locale, id: string) =>
  derivedContentQuery(['game-provider-page', locale, id], async (queryClient) => {
    const { website: _, ...shown } = await gameProviderById(queryClient, locale, id)
    return shown
  })

/** The studio's slots, as the slots grid shows them. */
const slotsOf = (gameProviderId: string, heading: string): SlotsGridBlock => ({
  blockType: 'slotsGrid',
  gameProviderId,
  heading,
})

export function loadGameProviderPage(slug: string, context: Omit<EntryPageContext, 'i18n'>) {
  return Promise.all([
    context.queryClient.ensureQueryData(gameProviderPageQuery(context.locale, slug)),
    slotsGridView.load?.(slotsOf(slug, ''), context),
    loadOfferingCasinos({ gameProviderId: slug }, context),
  ])
}

export function GameProviderPage({ context, entrySlug }: TemplateProps) {
  const { t } = useLingui()
  const { data: provider } = useLoadedQuery(gameProviderPageQuery(context.locale, requireSlug(entrySlug)))
  const { name } = provider
  return (
    <DirectoryPage
      kind="game-provider"
      title={name}
      image={{ src: provider.logo, width: 240, height: 120 }}
      intro={<p>{provider.description}</p>}
      facts={[
        { label: t`Gegründet`, value: provider.founded },
        { label: t`Sitz`, value: provider.headquarters },
        { label: t`Spiele`, value: formatNumber(provider.gameCount, context.locale) },
      ]}
      context={context}
    >
      <SlotsGrid block={slotsOf(provider.id, t`Slots von ${name}`)} context={context} />
      <OfferingCasinos
        heading={t`Casinos mit Spielen von ${name}`}
        offer={{ gameProviderId: provider.id }}
        context={context}
      />
    </DirectoryPage>
  )
}
