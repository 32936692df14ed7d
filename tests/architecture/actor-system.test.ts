// The client's state is one actor system (docs/decisions/060-one-actor-system.md): per-item state
// lives in child actors registered under system ids, and code finds an actor through the system
// (`actorRef.system.get(systemId)`). Two ways back to the status map this replaced fail here: a
// handler for every child's done or error event by wildcard (which loses the machine's types and
// needs casts), and reading a child out of a snapshot's `children` (an actor found by the shape of
// its parent's snapshot, cast to its type).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const app = path.join(root, 'app')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : []
  })
}

const forbidden = [
  { name: 'no wildcard done or error event of child actors', pattern: /xstate\.(done|error)\.actor\.\*/ },
  { name: "no child read from a snapshot's children", pattern: /getSnapshot\(\)\s*\.\s*children\b/ },
]

/** `file:line: text` for every line of app/ (tests beside the code included) that matches. */
function offenders(pattern: RegExp): string[] {
  return sourceFiles(app).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  )
}

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
