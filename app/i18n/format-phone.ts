// Phone numbers for advertising services (SPEC section 5): the country's calling code prefixed
// with '+'. Mexico (es-MX) has its own format: the number cut to its last 10 digits and written
// '+52 (area) prefix-last', with a 2-digit area code for 33, 55, 56 and 81 and 3 digits otherwise.
import type { Country } from '../../app.config.ts'

const mexicanTwoDigitAreas: ReadonlySet<string> = new Set(['33', '55', '56', '81'])

function formatMexican(digits: string): string {
  const national = digits.slice(-10)
  const areaLength = mexicanTwoDigitAreas.has(national.slice(0, 2)) ? 2 : 3
  const area = national.slice(0, areaLength)
  const prefix = national.slice(areaLength, -4)
  return `+52 (${area}) ${prefix}-${national.slice(-4)}`
}

export function formatPhone(phone: string, country: Pick<Country, 'locale' | 'phoneCode'>): string {
  const digits = phone.replace(/\D/g, '')
  if (country.locale === 'es-MX') return formatMexican(digits)
  // Written internationally (+49 or 0049) or nationally with a trunk 0: the subscriber number is what follows.
  const international = phone.trim().startsWith('+') || digits.startsWith('00')
  const withoutInternational = digits.replace(/^0{0,2}/, '')
  const national =
    international && withoutInternational.startsWith(country.phoneCode)
      ? withoutInternational.slice(country.phoneCode.length)
      : digits.replace(/^0+/, '')
  return `+${country.phoneCode}${national}`
}
