// The consent modal's dialog (SPEC section 2): a WAI-ARIA modal dialog with three tabs (consent,
// details, about), one toggle per category, and two buttons. Texts come from the CMS; the few words
// of our own come from the Lingui catalogs. Loaded on its own when the modal opens (consent-modal.tsx).
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import type { Locale, Website } from '../../../app.config.ts'
import { contentQueries } from '../../api/content/client.ts'
import { useLoadedQuery, useQueryIfLoaded } from '../../api/query-reads.ts'
import type { ConsentEvent } from '../../consent/consent-machine.ts'
import { type ConsentTab, consentTabs } from '../../consent/consent-modal-machine.ts'
import { optionalCategories } from '../../consent/consent-record.ts'
import { cookiePolicyPath, privacyPolicyPath } from '../../consent/policy-links.ts'
import type { ConsentCategory } from '../../contracts/content/schemas.ts'
import { afterNextPaint } from '../../lib/after-next-paint.ts'
import { ContentLink } from '../../ui/content-link.tsx'
import { useFocusTrap } from '../../ui/use-focus-trap.ts'
import { useVisitActor } from '../../visit/use-visit.ts'
import { CategoryToggle } from './category-toggle.tsx'
import { ConsentDetails } from './consent-details.tsx'

export type ConsentModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl'

export type ConsentModalProps = { website: Website; locale: Locale; size?: ConsentModalSize }

export function ConsentDialog({ website, locale, size = 'lg' }: ConsentModalProps) {
  const { t } = useLingui()
  const consent = useVisitActor('consent')
  const modal = useVisitActor('modal')
  if (!consent || !modal) throw new Error('ConsentDialog needs a VisitProvider')
  const { data: components } = useLoadedQuery(contentQueries.components(locale))
  // The categories' descriptions and the providers' cookie lists fill the details tab, hidden at
  // first: the page does not carry them, the browser fetches them when the dialog opens, and they
  // render once the tab is first shown (the modal machine's detailsShown), not while hydrating.
  const { data: categories = [] } = useQueryIfLoaded(contentQueries.cookieCategories())
  const { data: providers = [] } = useQueryIfLoaded(contentQueries.websiteCookies(locale))
  const tab = useSelector(modal, (snapshot) => snapshot.context.tab)
  const detailsShown = useSelector(modal, (snapshot) => snapshot.context.detailsShown)
  const toggles = useSelector(consent, (snapshot) => snapshot.context.toggles)
  const dialogRef = useRef<HTMLDivElement>(null)
  const tabRefs = useRef<Partial<Record<ConsentTab, HTMLButtonElement | null>>>({})
  const id = useId()
  const texts = components.cookieConsent
  useFocusTrap(dialogRef, true)

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !dialogRef.current?.contains(event.target))
        modal.send({ type: 'CLOSE', reason: 'outside' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [modal])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    modal.send({ type: 'CLOSE', reason: 'escape' })
  }

  // Tabs pattern: arrows move between tabs and select them, Home and End jump to either end.
  const onTabKeyDown = (event: KeyboardEvent) => {
    const index = consentTabs.indexOf(tab)
    const next = {
      ArrowRight: consentTabs[(index + 1) % consentTabs.length],
      ArrowLeft: consentTabs[(index - 1 + consentTabs.length) % consentTabs.length],
      Home: consentTabs[0],
      End: consentTabs[consentTabs.length - 1],
    }[event.key]
    if (!next) return
    event.preventDefault()
    modal.send({ type: 'SELECT_TAB', tab: next })
    tabRefs.current[next]?.focus()
  }

  const toggle = (category: ConsentCategory, value: boolean) => consent.send({ type: 'TOGGLE', category, value })
  // The answer's own frame shows only the dialog gone: saving the choice, closing the modal and
  // what a grant starts (the integrations, the proof of consent) follow once that frame has been
  // painted, in a task of their own (docs/decisions/071-consent-answer-paints-first.md). So the
  // dialog never shows a choice being saved: it is gone by then.
  const answer = (choice: Extract<ConsentEvent, { type: 'SAVE' | 'ACCEPT_ALL' }>, reason: 'save' | 'accept-all') => {
    const backdrop = dialogRef.current?.parentElement
    if (backdrop) backdrop.style.display = 'none'
    void afterNextPaint().then(() => {
      consent.send(choice)
      modal.send({ type: 'CLOSE', reason })
    })
  }
  const anyOptional = optionalCategories.some((category) => toggles[category])
  const privacyPath = privacyPolicyPath(website, locale)
  const cookiePath = cookiePolicyPath(website, locale)
  const labelOf = (category: ConsentCategory) => texts.consentKeys?.[category] ?? <CategoryName category={category} />

  return (
    <div className="consent-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className={`consent-modal consent-modal--${size}`}
        onKeyDown={onKeyDown}
        data-testid="consent-modal"
        data-consent-dialog=""
      >
        <h2 id={`${id}-title`} className="consent-modal__title">
          {texts.heading}
        </h2>
        <div role="tablist" aria-label={t`Cookie-Einstellungen`} className="consent-modal__tabs">
          {consentTabs.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className="consent-modal__tab"
              onClick={() => modal.send({ type: 'SELECT_TAB', tab: name })}
              onKeyDown={onTabKeyDown}
            >
              {texts.tabs[name]}
            </button>
          ))}
        </div>
        <div className="consent-modal__scroll">
          <TabPanel id={id} name="consent" selected={tab}>
            <p>{texts.text}</p>
            <p className="consent-modal__links">
              {privacyPath && (
                <ContentLink href={privacyPath}>
                  <Trans>Datenschutzerklärung</Trans>
                </ContentLink>
              )}
              {cookiePath && (
                <ContentLink href={cookiePath}>
                  <Trans>Cookie-Richtlinie</Trans>
                </ContentLink>
              )}
            </p>
            <fieldset className="consent-modal__toggles">
              <legend className="visually-hidden">
                <Trans>Cookie-Kategorien</Trans>
              </legend>
              {(['necessary', ...optionalCategories] as const).map((category) => (
                <CategoryToggle
                  key={category}
                  label={labelOf(category)}
                  checked={category === 'necessary' || toggles[category]}
                  disabled={category === 'necessary'}
                  onChange={(value) => toggle(category, value)}
                />
              ))}
            </fieldset>
          </TabPanel>
          <TabPanel id={id} name="details" selected={tab}>
            {detailsShown && (
              <ConsentDetails
                website={website}
                locale={locale}
                categories={categories}
                providers={providers}
                toggles={toggles}
                labelOf={labelOf}
                onToggle={toggle}
              />
            )}
          </TabPanel>
          <TabPanel id={id} name="about" selected={tab}>
            <p>{texts.about}</p>
          </TabPanel>
        </div>
        <div className="consent-modal__actions">
          <button type="button" className="consent-modal__button" onClick={() => answer({ type: 'SAVE' }, 'save')}>
            {anyOptional ? texts.acceptButton : texts.deny}
          </button>
          <button
            type="button"
            className="consent-modal__button"
            onClick={() => answer({ type: 'ACCEPT_ALL' }, 'accept-all')}
          >
            {texts.acceptAll}
          </button>
        </div>
      </div>
    </div>
  )
}

/** One tab's panel; all three stay in the document (tabs point at them), the others hidden. */
function TabPanel({
  id,
  name,
  selected,
  children,
}: {
  id: string
  name: ConsentTab
  selected: ConsentTab
  children: ReactNode
}) {
  return (
    <div
      role="tabpanel"
      id={`${id}-panel-${name}`}
      aria-labelledby={`${id}-tab-${name}`}
      hidden={selected !== name}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel takes focus so its text can be reached and scrolled by keyboard
      tabIndex={0}
      className="consent-modal__panel"
    >
      {children}
    </div>
  )
}

/** A category's name from the CMS's categories, for a site whose texts give no labels of their own
 *  (the page then carries the categories, app/page/consent-dialog/load-consent.ts). */
function CategoryName({ category }: { category: ConsentCategory }) {
  const { data: categories } = useLoadedQuery(contentQueries.cookieCategories())
  return categories.find((entry) => entry.id === category)?.name ?? category
}
