// POST /api/signups: the body checked with the signup schema (400 naming the first bad field, never
// a partial write), the locale and partner checked against the site, then one row stored.
import type { Website } from '../../../app.config.ts'
import { countryForLocale } from '../../i18n/country-for-locale.ts'
import { firstInvalidField, internationalPhoneNumber, signupRequestSchema } from '../../signups/signup-schema.ts'
import { countriesOf } from '../../site/website.ts'
import type { SignupStore } from './signup-store.server.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const invalid = (field: string, message: string) => json(400, { error: 'invalid_body', field, message })

export async function handleSignupRequest(
  request: Request,
  dependencies: { website: Website; store: () => SignupStore; now?: () => Date },
): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed', message: 'Use POST' })
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return invalid('body', 'Expected a JSON body')
  }
  const parsed = signupRequestSchema.safeParse(body)
  if (!parsed.success)
    return invalid(firstInvalidField(parsed.error), parsed.error.issues[0]?.message ?? 'Invalid value')
  const signup = parsed.data
  const { website } = dependencies
  if (!countriesOf(website).some((country) => country.locale === signup.locale))
    return invalid('locale', `Site ${website.id} has no locale ${signup.locale}`)
  if (signup.partnerId && !website.whiteLabelPartners.some((partner) => partner.id === signup.partnerId))
    return invalid('partnerId', `Unknown partner ${signup.partnerId}`)
  const phone = internationalPhoneNumber(signup.phone, countryForLocale(signup.locale))
  if (!phone) return invalid('phone', 'Enter a phone number of the country')
  const id = dependencies.store().add({
    siteId: website.id,
    locale: signup.locale,
    partnerId: signup.partnerId,
    purpose: signup.purpose,
    name: signup.name,
    email: signup.email,
    phone,
    amount: signup.amount,
    createdAt: (dependencies.now ?? (() => new Date()))(),
  })
  return json(201, { id })
}
