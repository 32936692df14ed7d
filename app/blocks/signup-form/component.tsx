// The signup form: name, email, phone in the page's country, consent to be contacted (and the amount
// on extended forms). Checked in the browser with the same schema the API uses; each field shows
// its own message and the first bad field takes focus. Stored by POST /api/signups, which refuses
// scripted submissions: a filled honeypot, or a form sent sooner than a person could fill it.
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { WhiteLabelPartner } from '../../../app.config.ts'
import { apiBase } from '../../api/api-base.ts'
import { HttpError, request } from '../../api/http-client.ts'
import { reportError } from '../../errors/report.ts'
import { countryForLocale } from '../../i18n/country-for-locale.ts'
import { type SignupField as Field, honeypotField, signupRequestSchema } from '../../signups/signup-schema.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { ContentImage } from '../../ui/content-image.tsx'
import { useImpressionId } from '../../visit/use-attribution.ts'
import { useConversion } from '../../visit/use-visit.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { AvicaForm } from './avica-form.tsx'
import type { SignupFormBlock } from './schema.ts'
import { SignupField } from './signup-field.tsx'

type Values = {
  name: string
  email: string
  phone: string
  amount: string
  consentToContact: boolean
  honeypot: string
}
type Status = 'editing' | 'sending' | 'sent' | 'failed'

export function SignupForm({ block, context }: BlockComponentProps<SignupFormBlock>) {
  const { website, locale } = context
  const partner = block.partnerId
    ? website.whiteLabelPartners.find((candidate) => candidate.id === block.partnerId)
    : undefined
  if (block.partnerId && !partner) throw new Error(`Unknown white-label partner ${block.partnerId}`)
  const token = partner ? website.avicaWhiteLabelToken : website.avicaFormToken
  return (
    <BlockSection heading={block.heading} className="signup">
      {partner && <PartnerBrand partner={partner} />}
      {block.intro && <p className="signup__intro">{block.intro}</p>}
      {token ? <AvicaForm token={token} /> : <OwnSignupForm block={block} locale={locale} />}
    </BlockSection>
  )
}

function PartnerBrand({ partner }: { partner: WhiteLabelPartner }) {
  const { t } = useLingui()
  const name = partner.name
  return (
    <p className="signup__partner" style={{ backgroundColor: partner.brandColor }}>
      <ContentImage src={partner.logo} alt="" width={40} height={40} />
      <span>{t`In Zusammenarbeit mit ${name}`}</span>
    </p>
  )
}

function OwnSignupForm({ block, locale }: { block: SignupFormBlock; locale: string }) {
  const { t } = useLingui()
  const id = useId()
  const phoneCode = countryForLocale(locale).phoneCode
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    phone: '',
    amount: '',
    consentToContact: false,
    honeypot: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [status, setStatus] = useState<Status>('editing')
  const impressionId = useImpressionId()
  const convert = useConversion()
  // When the form became usable (hydrated): the server refuses a form sent too soon after.
  const openedAt = useRef(0)
  useEffect(() => {
    openedAt.current = performance.now()
  }, [])

  const messages: Record<Field, string> = {
    name: t`Bitte geben Sie Ihren vollständigen Namen ein.`,
    email: t`Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.`,
    phone: t`Bitte geben Sie eine gültige Telefonnummer mit der Ländervorwahl +${phoneCode} ein.`,
    consentToContact: t`Bitte bestätigen Sie, dass wir Sie kontaktieren dürfen.`,
    amount: t`Bitte geben Sie einen Betrag größer als 0 ein.`,
  }
  const fieldId = (field: Field) => `${id}-${field}`
  const set = (field: keyof Values, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [field]: value }))
    setErrors((previous) => ({ ...previous, [field]: undefined }))
  }

  const showErrors = (fields: readonly string[]) => {
    const known = fields.filter((field): field is Field => Object.hasOwn(messages, field))
    setErrors(Object.fromEntries(known.map((field) => [field, messages[field]])))
    const [first] = known
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const amount = values.amount.trim() === '' ? undefined : Number(values.amount.replace(',', '.'))
    const body = {
      locale,
      name: values.name,
      email: values.email,
      phone: values.phone,
      consentToContact: values.consentToContact,
      partnerId: block.partnerId,
      purpose: block.purpose,
      amount,
      impressionId,
      [honeypotField]: values.honeypot,
      fillTimeMs: Math.round(performance.now() - openedAt.current),
    }
    const parsed = signupRequestSchema.safeParse(body)
    if (!parsed.success) return showErrors([...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))])
    setStatus('sending')
    try {
      await request(apiBase(), '/signups', { method: 'POST', body: parsed.data })
      setStatus('sent')
      // An extended form (an amount asked for) is an application; the others a signup (SPEC section 9).
      convert(block.purpose ? 'applicationSubmitted' : 'signUp', { email: parsed.data.email, phone: parsed.data.phone })
    } catch (error) {
      const field = error instanceof HttpError && error.status === 400 ? fieldOf(error.body) : undefined
      if (field && Object.hasOwn(messages, field)) {
        setStatus('editing')
        return showErrors([field])
      }
      // Sent sooner than the server takes from a person: sending again (later) goes through.
      if (field !== 'fillTimeMs') reportError(error, { level: 'error', tags: { form: 'signup' } })
      setStatus('failed')
    }
  }

  if (status === 'sent')
    return (
      <p className="signup__done" role="status">
        <Trans>Vielen Dank! Wir haben Ihre Anfrage erhalten und melden uns in Kürze bei Ihnen.</Trans>
      </p>
    )
  return (
    <form className="signup__form" onSubmit={onSubmit} noValidate>
      <SignupField
        id={fieldId('name')}
        label={<Trans>Vor- und Nachname</Trans>}
        autoComplete="name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <SignupField
        id={fieldId('email')}
        label={<Trans>E-Mail-Adresse</Trans>}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <SignupField
        id={fieldId('phone')}
        label={<Trans>Telefonnummer (Ländervorwahl +{phoneCode})</Trans>}
        prefix={`+${phoneCode}`}
        type="tel"
        autoComplete="tel-national"
        value={values.phone}
        onChange={(event) => set('phone', event.target.value)}
        error={errors.phone}
      />
      {block.purpose && (
        <SignupField
          id={fieldId('amount')}
          label={
            block.purpose === 'debt' ? <Trans>Höhe Ihrer Schulden</Trans> : <Trans>Gewünschter Kreditbetrag</Trans>
          }
          inputMode="decimal"
          value={values.amount}
          onChange={(event) => set('amount', event.target.value)}
          error={errors.amount}
        />
      )}
      <div className={`signup-consent${errors.consentToContact ? ' signup-field--invalid' : ''}`}>
        <input
          id={fieldId('consentToContact')}
          type="checkbox"
          checked={values.consentToContact}
          onChange={(event) => set('consentToContact', event.target.checked)}
          aria-invalid={errors.consentToContact ? true : undefined}
          aria-describedby={errors.consentToContact ? `${fieldId('consentToContact')}-error` : undefined}
        />
        <label htmlFor={fieldId('consentToContact')}>
          <Trans>Ich bin einverstanden, dass man mich per E-Mail und Telefon zu meiner Anfrage kontaktiert.</Trans>
        </label>
        {errors.consentToContact && (
          <p id={`${fieldId('consentToContact')}-error`} className="form-error">
            {errors.consentToContact}
          </p>
        )}
      </div>
      <Honeypot
        id={`${id}-${honeypotField}`}
        value={values.honeypot}
        onChange={(honeypot) => setValues((previous) => ({ ...previous, honeypot }))}
      />
      {status === 'failed' && (
        <p className="form-error" role="alert">
          <Trans>Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.</Trans>
        </p>
      )}
      <button type="submit" className="button button--cta" disabled={status === 'sending'}>
        <Trans>Anfrage senden</Trans>
      </button>
    </form>
  )
}

/**
 * The honeypot: off-screen rather than display:none (which scripts skip), hidden from assistive
 * technology, out of the tab order and never autofilled, so only a script fills it.
 */
function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="signup__honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

/** The field a 400 answer of the leads service names ({ error: { field } }). */
function fieldOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const field = (body as { error?: { field?: unknown } }).error?.field
  return typeof field === 'string' ? field : undefined
}
