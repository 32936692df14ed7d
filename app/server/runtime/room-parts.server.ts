// What the rooms of the server runtime (server-runtime.server.ts) build their parts with: a part made
// on its first use, so a script that needs the leads database opens nothing else, and the readiness
// probes each room names for its parts.

/** A part made on its first use, once; `made` tells whether it was. */
export function once<T>(make: () => T): (() => T) & { made: () => T | undefined } {
  let made: { value: T } | undefined
  return Object.assign(
    () => {
      made ??= { value: make() }
      return made.value
    },
    { made: () => made?.value },
  )
}

/** A room's readiness probes, by the part each names: settles when the part answers now. */
export type Probes = Record<string, () => Promise<unknown>>

/** How long a readiness probe waits for a part before it counts as unreachable. */
const probeTimeoutMs = 2_000

export function withinProbeTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${probeTimeoutMs} ms`)), probeTimeoutMs).unref(),
    ),
  ])
}
