// The server's visit actors, one per input: every input the server renders gets the first snapshot
// an actor made for it alone would have, whichever inputs came before, and the same input the same
// unstarted actor.
import { describe, expect, test } from 'vitest'
import { createActor } from 'xstate'
import { appConfig, financeSiteId, germanCasinoSiteId, type Website } from '../../app.config.ts'
import { exampleConsentRecord } from '../../tests/support/consent-fixtures.ts'
import { type StoredChoice, storedChoiceOf } from '../consent/consent-class.ts'
import { serverVisit } from './server-visit.ts'
import { type VisitActor, type VisitInput, visitActor, visitMachine } from './visit-machine.ts'

const site = (id: number) => appConfig.websites.find((website) => website.id === id) as Website
const stored: StoredChoice = storedChoiceOf(exampleConsentRecord)

/** An input as the server's VisitProvider makes it: no record id, no reload time, no integrations. */
const input = (
  website: Website,
  {
    mustAsk = true,
    choice = undefined as StoredChoice | undefined,
    policyRevision = 1,
    gpc = false,
    ownModal = true,
    asks = true,
    locale = 'de-DE' as VisitInput['visit']['locale'],
  } = {},
): VisitInput => ({
  consent: {
    mustAsk,
    stored: choice,
    consentId: undefined,
    policyRevision,
    globalPrivacyControl: gpc,
    lastReloadAt: undefined,
    now: Date.now,
  },
  ownModal,
  asks,
  integrations: [],
  visit: { website, locale },
})

/** What a render reads of a visit: its own snapshot and its children's, functions aside. */
const firstSnapshot = (actor: VisitActor) => JSON.stringify(actor.getPersistedSnapshot())

const inputs = [site(germanCasinoSiteId), site(financeSiteId)].flatMap((website) => [
  input(website),
  input(website, { mustAsk: false }),
  input(website, { choice: stored }),
  input(website, { choice: stored, policyRevision: 2 }),
  input(website, { choice: { ...stored, marketing: true } }),
  input(website, { gpc: true }),
  input(website, { ownModal: false }),
  input(website, { asks: false }),
  input(website, { locale: 'en-US' }),
])

describe('the visit the server renders', () => {
  test('is, for every input in any order, the first snapshot of an actor made for that input alone', () => {
    for (const order of [inputs, [...inputs].reverse()])
      for (const each of order)
        expect(firstSnapshot(serverVisit(each))).toBe(firstSnapshot(createActor(visitMachine, { input: each })))
  })

  test('is one actor per input, which opens the modal exactly for a visitor who must answer now', () => {
    const casino = site(germanCasinoSiteId)
    expect(serverVisit(input(casino))).toBe(serverVisit(input(casino)))
    expect(serverVisit(input(casino))).not.toBe(serverVisit(input(casino, { choice: stored })))
    const modalOpen = (actor: VisitActor) => visitActor(actor.system, 'modal')?.getSnapshot().matches('open')
    expect(modalOpen(serverVisit(input(casino)))).toBe(true)
    expect(modalOpen(serverVisit(input(casino, { choice: stored })))).toBe(false)
    expect(modalOpen(serverVisit(input(casino, { choice: stored, policyRevision: 2 })))).toBe(true)
  })

  test('refuses what only the browser knows, which would be shared with every visitor of the class', () => {
    const casino = site(germanCasinoSiteId)
    const withRecord = input(casino, { choice: stored })
    expect(() => serverVisit({ ...withRecord, consent: { ...withRecord.consent, consentId: 'id' } })).toThrow()
    expect(() => serverVisit({ ...withRecord, consent: { ...withRecord.consent, lastReloadAt: 1 } })).toThrow()
  })
})
