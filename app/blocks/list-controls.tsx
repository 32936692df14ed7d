// The controls above a product list that filter and sort it: a form that submits by GET, so a
// visitor without JavaScript (and a crawler) gets the filtered list from the server; with
// JavaScript each change navigates the router to the form's URL, which loads and renders the list
// in place, and Back and Forward restore the list and the controls with it. The URL's parameters
// are app/contracts/list-search.ts's; the lists (casino-list/, finance-product-list/) choose the
// fields.
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useRouter, useSearch } from '@tanstack/react-router'
import { type ChangeEvent, createContext, type FormEvent, type ReactNode, useContext, useEffect, useState } from 'react'
import { type ListSearch, listQueryString, listSearchOf } from '../contracts/list-search.ts'
import { ContentLink } from '../ui/content-link.tsx'

type ListForm = {
  /** The form's values as a query string: the URL's, then the visitor's changes until the URL follows. */
  values: URLSearchParams
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
}

const ListFormContext = createContext<ListForm | undefined>(undefined)

function useListForm(): ListForm {
  const form = useContext(ListFormContext)
  if (!form) throw new Error('A list control outside ListControls')
  return form
}

/** The form's fields as a query string, without the unset ones ("any"). */
function queryOfForm(form: HTMLFormElement): string {
  const query = new URLSearchParams()
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && value !== '') query.append(name, value)
  return query.toString()
}

export function ListControls({
  search,
  shown,
  children,
}: {
  /** What of the URL's search the list reads (its offered filters and the sort). */
  search: ListSearch
  /** How many products the list shows, announced to screen readers as it changes. */
  shown: number
  children: ReactNode
}) {
  const { t } = useLingui()
  const router = useRouter()
  const pathname = useLocation({ select: (location) => location.pathname })
  const urlQuery = listQueryString(search)
  // The products chosen for comparison ride along, so filtering the list keeps the choice.
  const compared = useSearch({ strict: false, select: (all: Record<string, unknown>) => listSearchOf(all).compare })
  const [query, setQuery] = useState(urlQuery)
  // Back, Forward or a link changed the URL: the controls show what it says.
  useEffect(() => setQuery(urlQuery), [urlQuery])

  const navigateTo = (next: string) => {
    setQuery(next)
    void router.navigate({ href: next === '' ? pathname : `${pathname}?${next}`, resetScroll: false })
  }
  const form: ListForm = {
    values: new URLSearchParams(query),
    onChange: (event) => {
      if (event.currentTarget.form) navigateTo(queryOfForm(event.currentTarget.form))
    },
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    navigateTo(queryOfForm(event.currentTarget))
  }

  return (
    <form
      method="get"
      action={pathname}
      className="list-controls"
      aria-label={t`Liste filtern und sortieren`}
      onSubmit={submit}
    >
      {compared && <input type="hidden" name="compare" value={compared} />}
      <ListFormContext value={form}>
        <div className="list-controls__fields">{children}</div>
      </ListFormContext>
      <div className="list-controls__actions">
        {/* Without JavaScript the form applies on submit; with it, every change applies at once. */}
        <button type="submit" className="button list-controls__apply">
          <Trans>Anwenden</Trans>
        </button>
        {urlQuery !== '' && (
          <ContentLink href={pathname} className="list-controls__reset">
            <Trans>Filter zurücksetzen</Trans>
          </ContentLink>
        )}
        <p className="list-controls__count" role="status">
          {shown === 1 ? <Trans>1 Angebot</Trans> : <Trans>{shown} Angebote</Trans>}
        </p>
      </div>
    </form>
  )
}

type Option = { value: string; label: string }

/** A choice of one value; the first option, value "", is "any". */
export function ListSelect({ name, label, options }: { name: string; label: string; options: readonly Option[] }) {
  const { values, onChange } = useListForm()
  const value = values.get(name) ?? ''
  // A value a link set that is not among the choices is shown as it is, not silently replaced.
  const shownOptions = options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: value }]
  return (
    <label className="list-controls__field">
      <span className="list-controls__label">{label}</span>
      <select name={name} value={value} onChange={onChange} className="list-controls__select">
        {shownOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A choice among given values (an amount, a limit), or "any". */
export function ListValueSelect<Value extends number | string>({
  name,
  label,
  values,
  format,
}: {
  name: string
  label: string
  values: readonly Value[]
  format: (value: Value) => string
}) {
  const { t } = useLingui()
  const options = [
    { value: '', label: t`Alle` },
    ...values.map((value) => ({ value: String(value), label: format(value) })),
  ]
  return <ListSelect name={name} label={label} options={options} />
}

/** A box that adds name=value when ticked (a repeatable name takes several). */
export function ListCheckbox({ name, value, label }: { name: string; value: string; label: string }) {
  const { values, onChange } = useListForm()
  return (
    <label className="list-controls__check">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={values.getAll(name).includes(value)}
        onChange={onChange}
      />{' '}
      {label}
    </label>
  )
}

/** Boxes of one repeatable name, under a legend. */
export function ListCheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="list-controls__group">
      <legend className="list-controls__label">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** What a list says when the visitor's filters leave nothing, with the way back to the whole list. */
export function NarrowedToNothing() {
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <div className="empty-state">
      <p>
        <Trans>Kein Angebot erfüllt alle gewählten Filter.</Trans>
      </p>
      <ContentLink href={pathname}>
        <Trans>Alle Filter zurücksetzen</Trans>
      </ContentLink>
    </div>
  )
}
