// The visit as the server renders it: its first snapshot (the consent dialog open or not, its
// switches), made from the visitor's consent class, the policy revision, the site and locale and
// whether the own modal asks. The server never starts it and never tells it anything (effects and
// event handlers run in the browser), so one actor per such input serves every render of it, as the
// page cache serves one page per consent class (docs/decisions/102-render-once-per-input.md).
// Made anew for each render, the actor and its children's first snapshots were ~3 % of an uncached
// render of `/`.
import { createActor } from 'xstate'
import type { Website } from '../../app.config.ts'
import type { VisitActor, VisitInput } from './visit-machine.ts'
import { visitMachine } from './visit-machine.ts'

/** Actors by site (a config object, one per process) and input: bounded, as a guard. */
const actorsBySite = new WeakMap<Website, Map<string, VisitActor>>()
const maxActorsPerSite = 256

/**
 * Everything of the input the first snapshot reads: the consent class (whether to ask, the saved
 * choice, Global Privacy Control), the policy revision, the locale and who asks. On the server the
 * visitor's record id and last consent reload are unknown (they live in the browser) and no
 * integration is given.
 */
const inputKey = ({ consent, ownModal, asks, visit }: VisitInput) =>
  JSON.stringify([
    visit.locale,
    consent.mustAsk,
    consent.stored ?? null,
    consent.globalPrivacyControl,
    consent.policyRevision,
    ownModal,
    asks,
  ])

/** The unstarted visit actor the server renders for this input; never start it or send it events. */
export function serverVisit(input: VisitInput): VisitActor {
  if (
    input.consent.consentId !== undefined ||
    input.consent.lastReloadAt !== undefined ||
    input.integrations.length > 0
  )
    throw new Error('The server renders a visit without a record id, a reload time or integrations')
  let actors = actorsBySite.get(input.visit.website)
  if (!actors) {
    actors = new Map()
    actorsBySite.set(input.visit.website, actors)
  }
  const key = inputKey(input)
  let actor = actors.get(key)
  if (!actor) {
    actor = createActor(visitMachine, { systemId: 'visit', input })
    if (actors.size < maxActorsPerSite) actors.set(key, actor)
  }
  return actor
}
