// The Stately inspector switch. In development, `VITE_XSTATE_INSPECT=1` (env) or `?inspect` in the
// page URL connects every actor created with `createActor(machine, { inspect })` (or
// `useActorRef(machine, { inspect })`) to the inspector window. `import.meta.env.DEV` is false in
// production builds, so the bundler drops the whole branch and @statelyai/inspect never ships.
import type { InspectionEvent, Observer } from 'xstate'

export type Inspect = Observer<InspectionEvent>
type LoadInspector = () => Promise<{ inspect: Inspect }>

/** On when asked for by the env flag or the query parameter; never outside development. */
export function isInspectorRequested(switches: { dev: boolean; envFlag: string | undefined; search: string }): boolean {
  return switches.dev && (switches.envFlag === '1' || new URLSearchParams(switches.search).has('inspect'))
}

/**
 * An observer actors can take at once, while the inspector loads in the background: events seen
 * before it is ready are handed over in order when it is.
 */
export function connectInspector(load: LoadInspector): Inspect {
  const pending: InspectionEvent[] = []
  let target: Inspect | undefined
  void load().then((inspector) => {
    target = inspector.inspect
    for (const event of pending.splice(0)) target.next?.(event)
  })
  return {
    next: (event) => {
      if (target) target.next?.(event)
      else pending.push(event)
    },
  }
}

/** Pass as `{ inspect }` to createActor/useActorRef; undefined (no inspection) unless switched on. */
export const inspect: Inspect | undefined =
  import.meta.env.DEV &&
  typeof window !== 'undefined' &&
  isInspectorRequested({
    dev: import.meta.env.DEV,
    envFlag: import.meta.env.VITE_XSTATE_INSPECT,
    search: window.location.search,
  })
    ? connectInspector(() =>
        import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector()),
      )
    : undefined
