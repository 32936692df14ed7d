import { Trans, useLingui } from '@lingui/react/macro'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { entryEditorProps } from '../../contracts/editor-attributes.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { type FactCard, FactCardGrid } from '../../ui/fact-card-grid.tsx'
import { formatNumber } from '../../ui/format.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { gameProvidersByIds } from '../provider-queries.ts'
import type { GameProviderGridBlock } from './schema.ts'

export function GameProviderGrid({ block, context }: BlockComponentProps<GameProviderGridBlock>) {
  const { t } = useLingui()
  const { data: providers } = useLoadedQuery(gameProvidersByIds(context.locale, block.providerIds))
  const cards = providers.map(
    (provider): FactCard => ({
      id: provider.id,
      title: provider.name,
      image: { src: provider.logo, width: 120, height: 60 },
      href: entryPath(context.website, 'GameProvider', context.locale, provider.id),
      description: provider.description,
      attributes: entryEditorProps(context.preview, provider.id),
      facts: [
        { label: t`Gegründet`, value: provider.founded },
        { label: t`Sitz`, value: provider.headquarters },
        { label: t`Spiele`, value: formatNumber(provider.gameCount, context.locale) },
      ],
    }),
  )
  return (
    <BlockSection heading={block.heading} className="game-provider-grid">
      <FactCardGrid cards={cards} emptyMessage={<Trans>Keine Spielehersteller gefunden.</Trans>} />
    </BlockSection>
  )
}
