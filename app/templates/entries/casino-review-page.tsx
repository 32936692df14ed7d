// The review of a casino (/casinos/<id>/ on the German site): licence and GGL whitelist status,
// bonus and its terms, payment methods and studios, pros and cons, the editors' verdict with its
// author and date, the rating and how it is made, the blocks editors added to the review in the
// CMS, the responsible-gambling notice, and the same /go/ click-out as the lists (with the visit's
// subId). A casino the law does not let the site advertise (not on the whitelist) keeps its
// review, as a warning, without a click-out.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import type { Locale, Website } from '../../../app.config.ts'
import { ContentFetchError, contentQueries } from '../../api/content/client.ts'
import { derivedContentQuery } from '../../api/content/derived-query.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { AffiliateDisclosure } from '../../blocks/affiliate-disclosure/component.tsx'
import { AuthorBox } from '../../blocks/author-box/component.tsx'
import { authorQuery } from '../../blocks/author-query.ts'
import { BonusDetails } from '../../blocks/casino-list/bonus-details.tsx'
import { Rating } from '../../blocks/casino-list/rating.tsx'
import { paymentMethodNames } from '../../blocks/provider-queries.ts'
import { RenderBlocks } from '../../blocks/render-blocks.tsx'
import { ResponsibleGamblingNotice } from '../../blocks/responsible-gambling/component.tsx'
import { ScoreBreakdown } from '../../blocks/score-breakdown.tsx'
import type { WageringCalculatorBlock } from '../../blocks/wagering-calculator/schema.ts'
import type { Product } from '../../contracts/content/schemas.ts'
import { mainContentId } from '../../page/layout/site-header.tsx'
import { isWhitelisted } from '../../products/ggl-whitelist.ts'
import { marketWhitelist } from '../../products/market-whitelist.ts'
import { casinoRating } from '../../products/scoring.ts'
import { wageringExampleOf } from '../../products/wagering.ts'
import { entryPath } from '../../routing/entry-paths.ts'
import { ContentImage } from '../../ui/content-image.tsx'
import { ContentLink } from '../../ui/content-link.tsx'
import { type Fact, FactList } from '../../ui/fact-list.tsx'
import { formatDate } from '../../ui/format.ts'
import { ProductLink } from '../../visit/product-link.tsx'
import type { TemplateProps } from '../template-props.ts'
import {
  bylineOf,
  type EntryPageBuilder,
  type EntryPageContext,
  type EntryStructuredData,
  metaDescription,
  metaTitle,
  requireSlug,
} from './entry-page.ts'

async function productById(queryClient: QueryClient, locale: Locale, id: string): Promise<Product> {
  const product = (await queryClient.ensureQueryData(contentQueries.products(locale))).find((entry) => entry.id === id)
  if (!product) throw new ContentFetchError('product', 404)
  return product
}

export const buildCasinoReviewPage: EntryPageBuilder = async (slug, { queryClient, locale, i18n }) => {
  const { name, review, bonus, blocks } = await productById(queryClient, locale, slug)
  return {
    meta: {
      title: metaTitle(i18n._(msg`${name} Test: Bonus, Lizenz und Erfahrungen`)),
      description: metaDescription(review?.verdict ?? bonus.headline),
      noFollow: false,
      noIndex: false,
    },
    // What editors added to the review; the page loader loads them as a page's blocks.
    blocks: blocks ?? [],
  }
}

/** What the review shows of its casino: every field but where its link goes, with its studios' names. */
export const casinoReviewQuery = (website: Website, locale: Locale, id: string) =>
  derivedContentQuery(['casino-review', website.id, locale, id], async (queryClient) => {
    // Not the blocks either: they are the page's (the page query carries them).
    const {
      url: _url,
      domain,
      network: _network,
      blocks: _blocks,
      ...product
    } = await productById(queryClient, locale, id)
    const studios = await queryClient.ensureQueryData(contentQueries.gameProviders(locale))
    const studioNames = new Map(studios.map((studio) => [studio.id, studio.name]))
    // Derived from the site's copy of the GGL's list; undefined where the market has no whitelist,
    // so the review neither claims nor denies a listing there.
    const whitelist = await marketWhitelist(queryClient, website, locale)
    const gglWhitelisted = whitelist && isWhitelisted({ domain }, whitelist)
    return {
      ...product,
      rating: casinoRating(product.scores),
      gameProviders: product.gameProviderIds.map((studioId) => ({
        id: studioId,
        name: studioNames.get(studioId) ?? studioId,
      })),
      gglWhitelisted,
      // German law (GlüStV 2021 § 5 (7)) allows advertising only casinos on the GGL whitelist.
      linksOut: gglWhitelisted !== false,
    }
  })

export async function loadCasinoReviewPage(slug: string, context: Omit<EntryPageContext, 'i18n'>) {
  const { queryClient, website, locale } = context
  const [review] = await Promise.all([
    queryClient.ensureQueryData(casinoReviewQuery(website, locale, slug)),
    queryClient.ensureQueryData(paymentMethodNames(locale)),
    queryClient.ensureQueryData(contentQueries.components(locale)),
  ])
  if (review.review) await queryClient.ensureQueryData(authorQuery(locale, review.review.authorId))
}

function Section({ title, className, children }: { title: ReactNode; className: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={`review__section ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  )
}

/** The editors' review, with its author, as the page's Review; none for a casino without one, or whose author is gone. */
export const casinoReviewStructuredData: EntryStructuredData = (slug, context) => {
  const casino = context.queryClient.getQueryData(casinoReviewQuery(context.website, context.locale, slug).queryKey)
  const path = entryPath(context.website, 'CasinoReview', context.locale, slug)
  const review = casino?.review
  const byline = review && bylineOf(context, review.authorId)
  return casino && review && byline && path ? [{ type: 'Review', path, casino: { ...casino, review }, byline }] : []
}

export function CasinoReviewPage({ page, context, entrySlug }: TemplateProps) {
  const { t } = useLingui()
  const { locale, website } = context
  const { data: casino } = useLoadedQuery(casinoReviewQuery(website, locale, requireSlug(entrySlug)))
  const { data: methods } = useLoadedQuery(paymentMethodNames(locale))
  const { name, licence, gglWhitelisted } = casino
  const methodNames = new Map(methods.map((method) => [method.id, method.name]))
  const clickOut = casino.linksOut && (
    <ProductLink productId={casino.id} position={1}>
      <Trans>
        Zum Casino<span className="visually-hidden"> {name}</span>
      </Trans>
    </ProductLink>
  )
  const example = wageringExampleOf(casino.bonus)
  // The calculator opens with this casino's offer; its chunk loads only on reviews that show it.
  const calculator: WageringCalculatorBlock | undefined = example && {
    blockType: 'wageringCalculator',
    id: 'bonusrechner',
    heading: t`Was der Bonus von ${name} wirklich kostet`,
    ...example,
  }
  const licenceFacts: Fact[] = [
    { label: t`Behörde`, value: licence.authority },
    { label: t`Erlaubnis`, value: licence.number },
    ...(gglWhitelisted === undefined
      ? []
      : [
          {
            label: t`GGL-Whitelist`,
            value: gglWhitelisted ? t`Ja, der Anbieter steht auf der Whitelist` : t`Nein, nicht auf der Whitelist`,
          },
        ]),
    { label: t`Am Markt seit`, value: casino.launched },
  ]
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--document entry-page review" data-entry-page="">
      <header className="entry-page__header review__header" data-product-list="">
        <div className="review__summary" data-product-id={casino.id} data-position={1}>
          <ContentImage
            className="entry-page__image"
            src={casino.logo}
            alt={t`Logo von ${name}`}
            width={160}
            height={80}
          />
          <h1 className="entry-page__title">{t`${name} im Test`}</h1>
          <Rating value={casino.rating} locale={locale} />
          {clickOut && (
            <>
              {/* The click-out links to the operator: the disclosure stands before it. */}
              <AffiliateDisclosure block={{ blockType: 'affiliateDisclosure' }} context={context} />
              <p className="review__action">{clickOut}</p>
            </>
          )}
        </div>
      </header>

      {gglWhitelisted === false && (
        <p className="review__warning" role="note">
          <Trans>
            {name} hat keine deutsche Erlaubnis und steht nicht auf der Whitelist der Gemeinsamen Glücksspielbehörde der
            Länder. Wir raten davon ab, dort zu spielen, und verlinken den Anbieter nicht.
          </Trans>
        </p>
      )}

      <Section title={t`Lizenz und Sicherheit`} className="review__licence">
        <FactList facts={licenceFacts} className="review__facts" />
      </Section>

      <Section title={t`Bonus und Bedingungen`} className="review__bonus">
        <BonusDetails bonus={casino.bonus} locale={locale} />
        <p className="review__terms">
          <Trans>18+ · Es gelten die Bonusbedingungen des Anbieters.</Trans>
        </p>
      </Section>

      {calculator && <RenderBlocks blocks={[calculator]} context={context} />}

      <Section title={t`Zahlungsmethoden und Spielehersteller`} className="review__providers">
        <h3>{t`Zahlungsmethoden`}</h3>
        <EntryLinks
          entries={casino.paymentProviderIds.map((id) => ({ id, name: methodNames.get(id) ?? id }))}
          pathOf={(id) => entryPath(website, 'PaymentProvider', locale, id)}
        />
        <h3>{t`Spielehersteller`}</h3>
        <EntryLinks entries={casino.gameProviders} pathOf={(id) => entryPath(website, 'GameProvider', locale, id)} />
      </Section>

      <Section title={t`Vorteile und Nachteile`} className="review__pros-cons">
        <h3>{t`Vorteile`}</h3>
        <ul className="review__pros">
          {casino.pros.map((pro) => (
            <li key={pro}>{pro}</li>
          ))}
        </ul>
        {casino.cons.length > 0 && (
          <>
            <h3>{t`Nachteile`}</h3>
            <ul className="review__cons">
              {casino.cons.map((con) => (
                <li key={con}>{con}</li>
              ))}
            </ul>
          </>
        )}
      </Section>

      {casino.review && (
        <Section title={t`Unser Fazit`} className="review__verdict">
          <p>{casino.review.verdict}</p>
          <VerdictByline authorId={casino.review.authorId} reviewedAt={casino.review.reviewedAt} context={context} />
        </Section>
      )}

      <Section title={t`So entsteht die Bewertung`} className="review__rating">
        <Rating value={casino.rating} locale={locale} />
        <p>
          <Trans>
            Die Redaktion bewertet jedes Casino in sechs Kategorien auf einer Skala von 0 bis 5 nach eigenen Tests mit
            echtem Geld. Die Gesamtnote ist das gewichtete Mittel dieser Punkte, mit den Gewichten der Tabelle: Lizenz
            und Spielerschutz zählen am meisten. Sie wird berechnet, nie von Hand gesetzt. Casinos ohne deutsche
            Erlaubnis empfehlen wir nicht, wie gut sie sonst abschneiden.
          </Trans>
        </p>
        <ScoreBreakdown
          scored={{ kind: 'casino', scores: casino.scores }}
          rating={casino.rating}
          locale={locale}
          methodPath={website.paths.ScoringMethod?.[locale]}
        />
      </Section>

      <RenderBlocks blocks={page.blocks} context={context} />

      {clickOut && <p className="review__action review__action--end">{clickOut}</p>}

      {casino.review && (
        <AuthorBox block={{ blockType: 'authorBox', authorId: casino.review.authorId }} context={context} />
      )}
      <ResponsibleGamblingNotice variant="full" />
    </main>
  )
}

function EntryLinks({
  entries,
  pathOf,
}: {
  entries: readonly { id: string; name: string }[]
  pathOf: (id: string) => string | undefined
}) {
  return (
    <ul className="tag-list review__entries">
      {entries.map(({ id, name }) => {
        const path = pathOf(id)
        return <li key={id}>{path ? <ContentLink href={path}>{name}</ContentLink> : name}</li>
      })}
    </ul>
  )
}

function VerdictByline({
  authorId,
  reviewedAt,
  context,
}: {
  authorId: string
  reviewedAt: string
  context: TemplateProps['context']
}) {
  const { locale, website } = context
  const { data: author } = useLoadedQuery(authorQuery(locale, authorId))
  const authorPath = entryPath(website, 'Author', locale, authorId)
  const date = formatDate(reviewedAt, locale)
  const name = author && (authorPath ? <ContentLink href={authorPath}>{author.name}</ContentLink> : author.name)
  return (
    <p className="review__byline">
      {name && (
        <>
          <Trans>Von {name}</Trans>
          {' · '}
        </>
      )}
      <Trans>
        Getestet am <time dateTime={reviewedAt}>{date}</time>
      </Trans>
    </p>
  )
}
