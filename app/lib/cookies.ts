// Browser cookies, read and written in one place: every cookie the product sets has a name, a
// lifetime and a zod schema for what it holds, so a tampered cookie reads as absent, never a crash.
import type { z } from './zod.ts'

export const secondsPerDay = 86_400

export type CookieOptions = {
  /** Lifetime in seconds. */
  maxAge: number
  path?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  /** Defaults to true on https pages. */
  secure?: boolean
}

/** Parses a Cookie header (or document.cookie) into name/value pairs; values are URI-decoded. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    const name = part.slice(0, separator).trim()
    const raw = part.slice(separator + 1).trim()
    if (!name || cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(raw))
    } catch {
      cookies.set(name, raw)
    }
  }
  return cookies
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:')
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.floor(options.maxAge)}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** Reads a JSON cookie through its schema: missing, unreadable or invalid all answer undefined. */
export function readJsonCookie<T>(
  cookies: ReadonlyMap<string, string>,
  name: string,
  schema: z.ZodMiniType<T>,
): T | undefined {
  const raw = cookies.get(name)
  if (raw === undefined) return undefined
  try {
    const parsed = schema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The browser's cookie jar, behind an interface so machines and tests can swap it. */
export type CookieJar = {
  get(name: string): string | undefined
  set(name: string, value: string, options: CookieOptions): void
  remove(name: string, options?: { path?: string; domain?: string }): void
  names(): string[]
}

// Reading document.cookie is a synchronous round trip to the browser's cookie store (about a
// millisecond each in Chromium's profile of a page load), and hydration reads a dozen cookies. One
// read serves the rest of the current task; a write, or the next microtask, forgets it, so cookies
// that other scripts set in between are always seen.
let cookieSnapshot: Map<string, string> | undefined
function documentCookies(): Map<string, string> {
  if (!cookieSnapshot) {
    cookieSnapshot = parseCookieHeader(document.cookie)
    queueMicrotask(() => {
      cookieSnapshot = undefined
    })
  }
  return cookieSnapshot
}

export const documentCookieJar: CookieJar = {
  get: (name) => documentCookies().get(name),
  set: (name, value, options) => {
    cookieSnapshot = undefined
    // biome-ignore lint/suspicious/noDocumentCookie: this is the one place that writes cookies; the Cookie Store API is not in every browser the site supports
    document.cookie = serializeCookie(name, value, options)
  },
  remove: (name, options = {}) => {
    cookieSnapshot = undefined
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `${name}=; Max-Age=0; Path=${options.path ?? '/'}${options.domain ? `; Domain=${options.domain}` : ''}`
  },
  names: () => [...documentCookies().keys()],
}
