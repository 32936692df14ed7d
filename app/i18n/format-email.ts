// E-mail normalisation before an address goes to an advertising service (SPEC section 5), so the
// same person matches however they typed it: lowercase, accents removed, the '+tag' before the @
// removed, and the dots of the local part removed.
export function normalizeEmail(email: string): string {
  const plain = email
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
  const at = plain.lastIndexOf('@')
  if (at === -1) return plain
  const local = plain.slice(0, at).replace(/\+.*$/, '').replaceAll('.', '')
  return `${local}${plain.slice(at)}`
}
