import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { contentQueries } from '../../api/content/client.ts'
import type { Slot } from '../../api/content/schemas.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { BlockSection } from '../ui/block-section.tsx'
import { type FactCard, FactCardGrid } from '../ui/fact-card-grid.tsx'
import { formatPercent } from '../ui/format.ts'
import type { SlotsGridBlock } from './schema.ts'

const volatilityLabels = {
  low: msg`Niedrig`,
  medium: msg`Mittel`,
  high: msg`Hoch`,
  'very-high': msg`Sehr hoch`,
} satisfies Record<Slot['volatility'], unknown>

export function SlotsGrid({ block, context }: BlockComponentProps<SlotsGridBlock>) {
  const { t, i18n } = useLingui()
  const { data: slots } = useSuspenseQuery(contentQueries.slots(context.locale))
  const { data: studios } = useSuspenseQuery(contentQueries.gameProviders(context.locale))
  const studioNames = new Map(studios.map((studio) => [studio.id, studio.name]))
  const cards = slots
    .filter((slot) => block.gameProviderId === undefined || slot.gameProviderId === block.gameProviderId)
    .slice(0, block.limit)
    .map(
      (slot): FactCard => ({
        id: slot.id,
        title: slot.name,
        image: { src: slot.image, width: 320, height: 240 },
        facts: [
          { label: t`Hersteller`, value: studioNames.get(slot.gameProviderId) ?? slot.gameProviderId },
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
