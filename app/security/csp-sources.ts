// The Content-Security-Policy fetch directives a feature may widen. Each third-party feature (a
// tracking integration, the consent service, an embedded form) declares its hosts as data beside
// its code, and the page policy is derived from the features this visit may use.

export const cspDirectives = ['script-src', 'connect-src', 'img-src', 'frame-src', 'style-src'] as const
export type CspDirective = (typeof cspDirectives)[number]

/** Extra sources per directive, e.g. { 'script-src': ['https://www.clarity.ms'] }. */
export type CspSources = Partial<Record<CspDirective, readonly string[]>>

/** Every source of each directive once, in first-seen order (a stable header). */
export function mergeCspSources(...all: readonly CspSources[]): Record<CspDirective, string[]> {
  const merged = Object.fromEntries(cspDirectives.map((directive) => [directive, [] as string[]])) as Record<
    CspDirective,
    string[]
  >
  for (const sources of all)
    for (const directive of cspDirectives)
      for (const source of sources[directive] ?? [])
        if (!merged[directive].includes(source)) merged[directive].push(source)
  return merged
}
