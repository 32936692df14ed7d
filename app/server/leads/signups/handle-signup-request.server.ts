// POST /api/signups: the body checked with the signup schema (400 naming the first bad field, never
// a partial write), scripted submissions refused like any bad field (a filled honeypot, a form sent
// faster than a person fills it), the locale and partner checked against the site, then one row
// stored, or the row of the same contact and partner from the last day refreshed. The answer is the
// same either way and names no row: it tells nobody whether a contact was already stored.
import type { Website } from '../../../../app.config.ts'
import { countryForLocale } from '../../../i18n/country-for-locale.ts'
import {
  honeypotField,
  internationalPhoneNumber,
  minimumFillTimeMs,
  signupRequestSchema,
} from '../../../signups/signup-schema.ts'
import { countriesOf } from '../../../site/website.ts'
import { jsonResponse, leadsErrorResponse, unlessStoreFails } from '../leads-responses.server.ts'
import { readJsonBody } from '../read-json-body.server.ts'
import type { SignupStore } from './signup-store.server.ts'

const invalid = (field: string, message: string) =>
  leadsErrorResponse(400, { code: 'invalid_body', message: `${field}: ${message}`, field })

export async function handleSignupRequest(
  request: Request,
  dependencies: { website: Website; store: () => SignupStore; now?: () => Date },
): Promise<Response> {
  const result = await readJsonBody(request, signupRequestSchema)
  if (!result.ok) return result.response
  const signup = result.body
  const { website } = dependencies
  if (signup[honeypotField]) return invalid(honeypotField, 'Leave this field empty')
  if (signup.fillTimeMs < minimumFillTimeMs) return invalid('fillTimeMs', 'The form was sent too fast; send it again')
  if (!countriesOf(website).some((country) => country.locale === signup.locale))
    return invalid('locale', `Site ${website.id} has no locale ${signup.locale}`)
  if (signup.partnerId && !website.whiteLabelPartners.some((partner) => partner.id === signup.partnerId))
    return invalid('partnerId', `Unknown partner ${signup.partnerId}`)
  const phone = internationalPhoneNumber(signup.phone, countryForLocale(signup.locale))
  if (!phone) return invalid('phone', 'Enter a phone number of the country')
  return unlessStoreFails('/api/signups', async () => {
    await dependencies.store().save({
      siteId: website.id,
      locale: signup.locale,
      partnerId: signup.partnerId,
      purpose: signup.purpose,
      name: signup.name,
      email: signup.email,
      phone,
      amount: signup.amount,
      impressionId: signup.impressionId,
      createdAt: (dependencies.now ?? (() => new Date()))(),
    })
    return jsonResponse({ accepted: true }, 202)
  })
}
