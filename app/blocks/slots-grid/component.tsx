import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLoadedQuery } from '../../api/query-reads.ts'
import type { Slot } from '../../contracts/content/schemas.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { type FactCard, FactCardGrid } from '../../ui/fact-card-grid.tsx'
import { formatPercent } from '../../ui/format.ts'
import type { BlockComponentProps } from '../define-block.ts'
import type { SlotsGridBlock } from './schema.ts'
import { slotsQuery } from './slots-query.ts'

export const volatilityLabels = {
  low: msg`Niedrig`,
  medium: msg`Mittel`,
  high: msg`Hoch`,
  'very-high': msg`Sehr hoch`,
} satisfies Record<Slot['volatility'], unknown>

export function SlotsGrid({ block, context }: BlockComponentProps<SlotsGridBlock>) {
  const { t, i18n } = useLingui()
  const { data: slots } = useLoadedQuery(slotsQuery(context.locale, block))
  const cards = slots.map(
    (slot): FactCard => ({
      id: slot.id,
      title: slot.name,
      image: { src: slot.image, width: 320, height: 240 },
      href: entryPath(context.website, 'Slot', context.locale, slot.id),
      facts: [
        { label: t`Hersteller`, value: slot.studioName },
        { label: t`RTP`, value: formatPercent(slot.rtp, context.locale) },
        { label: t`Volatilität`, value: i18n._(volatilityLabels[slot.volatility]) },
        { label: t`Walzen / Linien`, value: `${slot.reels} / ${slot.paylines}` },
        { label: t`Max. Gewinn`, value: slot.maxWin },
        { label: t`Erschienen`, value: slot.releaseYear },
      ],
    }),
  )
  return (
    <BlockSection heading={block.heading} className="slots-grid">
      <FactCardGrid cards={cards} emptyMessage={<Trans>Keine Slots gefunden.</Trans>} />
    </BlockSection>
  )
}
