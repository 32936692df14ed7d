// The client's state is one actor system (docs/decisions/060-one-actor-system.md): per-item state
// lives in child actors registered under system ids, and code finds an actor through the system
// (`actorRef.system.get(systemId)`). Two ways back to the status map this replaced fail here: a
// handler for every child's done or error event by wildcard (which loses the machine's types and
// needs casts), and reading a child out of a snapshot's `children` (an actor found by the shape of
// its parent's snapshot, cast to its type).
import { describe, expect, test } from 'vitest'
import { app, matchingLines, sourceFiles } from './app-sources.ts'

const forbidden = [
  { name: 'no wildcard done or error event of child actors', pattern: /xstate\.(done|error)\.actor\.\*/ },
  { name: "no child read from a snapshot's children", pattern: /getSnapshot\(\)\s*\.\s*children\b/ },
]

/** Every line of app/ (tests beside the code included) that matches. */
const offenders = (pattern: RegExp) => matchingLines(sourceFiles(app, { withTests: true }), pattern)

describe('one actor system in app/', () => {
  test.each(forbidden)('$name', ({ pattern }) => {
    expect(offenders(pattern)).toEqual([])
  })

  test('the patterns catch what they are meant to', () => {
    const [wildcard, children] = forbidden.map((rule) => rule.pattern)
    expect(wildcard?.test("'xstate.done.actor.*': {")).toBe(true)
    expect(wildcard?.test('"xstate.error.actor.*": {')).toBe(true)
    expect(wildcard?.test("'xstate.done.actor.consent': {")).toBe(false)
    expect(children?.test('visit.getSnapshot().children[id] as Child')).toBe(true)
    expect(children?.test('actor.getSnapshot().children.integrations')).toBe(true)
    expect(children?.test('visit.system.get(systemId)')).toBe(false)
  })
})
