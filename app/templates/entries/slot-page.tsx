// The page of a slot (/slots/<id>/ on the German site): what it is, its facts with its studio's
// page, and the casinos that offer that studio's games.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../app.config.ts'
import { ContentFetchError, contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { volatilityLabels } from '../../blocks/slots-grid/component.tsx'
import { entryPath } from '../../routing/entry-paths.ts'
import { ContentLink } from '../../ui/content-link.tsx'
import { formatPercent } from '../../ui/format.ts'
import type { TemplateProps } from '../template-props.ts'
import { DirectoryPage } from './directory-page.tsx'
import { type EntryPageBuilder, type EntryPageContext, metaDescription, metaTitle, requireSlug } from './entry-page.ts'
import { gameProviderById } from './game-provider-page.tsx'
import { loadOfferingCasinos, OfferingCasinos } from './offering-casinos.tsx'

/** The slot with its studio's name. */
export const slotPageQuery = (locale: Locale, id: string) =>
  derivedContentQuery(['slot-page', locale, id], async (queryClient) => {
    const slots = await queryClient.ensureQueryData(contentQueries.slots(locale))
    const slot = slots.find((entry) => entry.id === id)
    if (!slot) throw new ContentFetchError('slot', 404)
    const studio = await gameProviderById(queryClient, locale, slot.gameProviderId)
    return { ...slot, studioName: studio.name }
  })

export const buildSlotPage: EntryPageBuilder = async (slug, { queryClient, locale, i18n }) => {
  const { name, studioName: studio, releaseYear: year } = await queryClient.ensureQueryData(slotPageQuery(locale, slug))
  return {
    meta: {
      title: metaTitle(i18n._(msg`${name} Slot: RTP, Volatilität und Casinos`)),
      description: metaDescription(
        i18n._(
          msg`${name} von ${studio} (${year}): Auszahlungsquote, Volatilität, Gewinnlinien und die Casinos mit Spielen von ${studio}.`,
        ),
      ),
      noFollow: false,
      noIndex: false,
    },
    blocks: [],
  }
}

export function loadSlotPage(slug: string, context: Omit<EntryPageContext, 'i18n'>) {
  return context.queryClient
    .ensureQueryData(slotPageQuery(context.locale, slug))
    .then((slot) => loadOfferingCasinos({ gameProviderId: slot.gameProviderId }, context))
}

export function SlotPage({ context, entrySlug }: TemplateProps) {
  const { t, i18n } = useLingui()
  const { locale, website } = context
  const { data: slot } = useLoadedQuery(slotPageQuery(locale, requireSlug(entrySlug)))
  const { name, studioName: studio, releaseYear: year, reels, paylines } = slot
  const studioPath = entryPath(website, 'GameProvider', locale, slot.gameProviderId)
  return (
    <DirectoryPage
      kind="slot"
      title={name}
      image={{ src: slot.image, width: 320, height: 240 }}
      intro={
        <p>
          <Trans>
            {name} ist ein Slot von {studio} aus dem Jahr {year} mit {reels} Walzen und {paylines} Gewinnlinien.
          </Trans>
        </p>
      }
      facts={[
        { label: t`Hersteller`, value: studioPath ? <ContentLink href={studioPath}>{studio}</ContentLink> : studio },
        { label: t`RTP`, value: formatPercent(slot.rtp, locale) },
        { label: t`Volatilität`, value: i18n._(volatilityLabels[slot.volatility]) },
        { label: t`Walzen / Linien`, value: `${reels} / ${paylines}` },
        { label: t`Max. Gewinn`, value: slot.maxWin },
        { label: t`Erschienen`, value: year },
      ]}
      context={context}
    >
      <OfferingCasinos
        heading={t`Casinos mit Spielen von ${studio}`}
        offer={{ gameProviderId: slot.gameProviderId }}
        context={context}
      />
    </DirectoryPage>
  )
}
