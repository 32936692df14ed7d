// Clears cookies by name or prefix pattern ("_ga_*"). Third parties often set their cookies on the
// registrable domain (.example.com) rather than the host, so every parent domain is tried as well.
import type { CookieJar } from './cookies.ts'

export function matchesCookiePattern(name: string, pattern: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern
}

/** The host and each parent domain with at least two labels: a.b.example.com → b.example.com, example.com. */
export function cookieDomainsOf(hostname: string): string[] {
  const labels = hostname.split('.')
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return []
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
}

export function clearCookies(jar: CookieJar, patterns: readonly string[], hostname: string): string[] {
  const cleared = jar.names().filter((name) => patterns.some((pattern) => matchesCookiePattern(name, pattern)))
  for (const name of cleared) {
    jar.remove(name, { path: '/' })
    for (const domain of cookieDomainsOf(hostname)) jar.remove(name, { path: '/', domain })
  }
  return cleared
}
