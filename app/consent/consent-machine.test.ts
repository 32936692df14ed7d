import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { exampleConsentRecord, unansweredVisitor } from '../../tests/support/consent-fixtures.ts'
import { type StoredChoice, storedChoiceOf } from './consent-class.ts'
import { type ConsentInput, consentMachine } from './consent-machine.ts'
import type { ConsentRecord } from './consent-record.ts'

/** The saved choice as the page hands it over: the class, without the record's id and date. */
const stored = (overrides: Partial<StoredChoice> = {}): StoredChoice => ({
  ...storedChoiceOf(exampleConsentRecord),
  preferences: true,
  statistics: true,
  marketing: true,
  ...overrides,
})

const now = Date.parse('2026-11-21T12:00:00.000Z')

const euVisitor = unansweredVisitor(now)

function start(input: Partial<ConsentInput> = {}, options: { saveFails?: boolean } = {}) {
  const effects = {
    saved: [] as ConsentRecord[],
    proofs: [] as ConsentRecord[],
    shutDowns: 0,
    withdrawn: [] as string[][],
    reloads: 0,
    failures: [] as unknown[],
  }
  const machine = consentMachine.provide({
    actors: {
      saveConsent: fromPromise<void, { record: ConsentRecord }>(async ({ input: { record } }) => {
        if (options.saveFails) throw new Error('cookie rejected')
        effects.saved.push(record)
      }),
    },
    actions: {
      recordProof: (_, { record }) => {
        effects.proofs.push(record)
      },
      shutDownTracking: (_, { withdrawn }) => {
        effects.shutDowns += 1
        effects.withdrawn.push(withdrawn)
      },
      reloadPage: () => {
        effects.reloads += 1
      },
      logSaveFailure: (_, { error }) => {
        effects.failures.push(error)
      },
    },
  })
  const actor = createActor(machine, { input: { ...euVisitor, ...input } }).start()
  return { actor, effects }
}

describe('consent machine', () => {
  it('asks an EU visitor without a choice, granting nothing but the necessary', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('asking')
    expect(actor.getSnapshot().context.granted).toEqual({ preferences: false, statistics: false, marketing: false })
    expect(actor.getSnapshot().context.toggles).toEqual({ preferences: false, statistics: false, marketing: false })
  })

  it('does not ask a visitor outside the EU and allows tracking by default', () => {
    const { actor } = start({ mustAsk: false })
    expect(actor.getSnapshot().value).toBe('settled')
    expect(actor.getSnapshot().context.granted).toEqual({ preferences: true, statistics: true, marketing: true })
  })

  it('starts marketing off when the browser sends Global Privacy Control', () => {
    expect(start({ mustAsk: false, globalPrivacyControl: true }).actor.getSnapshot().context.granted.marketing).toBe(
      false,
    )
    const eu = start({ globalPrivacyControl: true, stored: stored() }).actor.getSnapshot().context
    expect(eu.toggles.marketing).toBe(false)
  })

  it('keeps a current stored choice without asking', () => {
    const { actor } = start({ stored: stored({ marketing: false }) })
    expect(actor.getSnapshot().value).toBe('settled')
    expect(actor.getSnapshot().context.granted).toEqual({ preferences: true, statistics: true, marketing: false })
  })

  it('asks again when the cookie policy revision is newer than the stored choice, proposing the old toggles', () => {
    const { actor } = start({ stored: stored({ statistics: false }), policyRevision: 2 })
    expect(actor.getSnapshot().value).toBe('asking')
    expect(actor.getSnapshot().context.granted.statistics).toBe(false)
    expect(actor.getSnapshot().context.granted.marketing).toBe(false)
    expect(actor.getSnapshot().context.toggles).toEqual({ preferences: true, statistics: false, marketing: true })
  })

  it('accept all grants every category, saves with givenAt and the policy revision, and records proof', async () => {
    const { actor, effects } = start({ policyRevision: 3 })
    actor.send({ type: 'ACCEPT_ALL' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled'))
    expect(effects.saved).toHaveLength(1)
    expect(effects.saved[0]).toMatchObject({
      necessary: true,
      preferences: true,
      statistics: true,
      marketing: true,
      givenAt: '2026-11-21T12:00:00.000Z',
      policyRevision: 3,
    })
    expect(effects.proofs).toEqual(effects.saved)
    expect(actor.getSnapshot().context.granted).toEqual({ preferences: true, statistics: true, marketing: true })
    expect(effects.reloads).toBe(0)
  })

  it('a grant takes effect on the page: saved, proven, granted, and no reload, even right after another', async () => {
    const { actor, effects } = start({ lastReloadAt: now - 1000 })
    actor.send({ type: 'ACCEPT_ALL' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled'))
    expect(effects.saved[0]).toMatchObject({ statistics: true, marketing: true })
    expect(effects.proofs).toEqual(effects.saved)
    expect(actor.getSnapshot().context.granted).toEqual({ preferences: true, statistics: true, marketing: true })
    expect(effects.reloads).toBe(0)
  })

  it('saves the current toggles, and the necessary toggle cannot change', async () => {
    const { actor, effects } = start()
    actor.send({ type: 'TOGGLE', category: 'statistics', value: true })
    actor.send({ type: 'TOGGLE', category: 'necessary', value: false })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled'))
    expect(effects.saved[0]).toMatchObject({ necessary: true, preferences: false, statistics: true, marketing: false })
  })

  it('saving only the necessary still counts as an answer', async () => {
    const { actor, effects } = start()
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled'))
    expect(effects.saved[0]?.givenAt).toBe('2026-11-21T12:00:00.000Z')
    expect(effects.shutDowns).toBe(0)
  })

  it('withdrawing a granted category shuts tracking down and reloads once', async () => {
    const { actor, effects } = start({ stored: stored() })
    actor.send({ type: 'TOGGLE', category: 'marketing', value: false })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (snapshot) => snapshot.matches('reloaded'))
    expect(effects.saved[0]?.marketing).toBe(false)
    expect(effects.proofs).toHaveLength(1)
    expect(effects.shutDowns).toBe(1)
    expect(effects.withdrawn).toEqual([['marketing']])
    expect(effects.reloads).toBe(1)
  })

  it('keeps the consent id across changes (and policy revisions), so the proof shows one history', async () => {
    // The id comes from the visitor's own cookie, read by the browser: the page does not carry it.
    const { actor, effects } = start({ stored: stored(), consentId: exampleConsentRecord.id, policyRevision: 2 })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled'))
    actor.send({ type: 'ACCEPT_ALL' })
    await waitFor(actor, () => effects.saved.length === 2)
    expect(effects.saved.map((record) => record.id)).toEqual([exampleConsentRecord.id, exampleConsentRecord.id])
    const first = start()
    first.actor.send({ type: 'SAVE' })
    await waitFor(first.actor, (snapshot) => snapshot.matches('settled'))
    expect(first.effects.saved[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.effects.saved[0]?.id).not.toBe(exampleConsentRecord.id)
  })

  it('withdrawing from the default of a non-EU visitor also shuts tracking down', async () => {
    const { actor, effects } = start({ mustAsk: false })
    actor.send({ type: 'TOGGLE', category: 'statistics', value: false })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (snapshot) => snapshot.matches('reloaded'))
    expect(effects.shutDowns).toBe(1)
  })

  it('granting more does not reload', async () => {
    const { actor, effects } = start({ stored: stored({ marketing: false }) })
    actor.send({ type: 'TOGGLE', category: 'marketing', value: true })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled') && snapshot.context.granted.marketing)
    expect(effects.shutDowns).toBe(0)
    expect(effects.reloads).toBe(0)
  })

  it('a failed save logs the failure and reloads', async () => {
    const { actor, effects } = start({}, { saveFails: true })
    actor.send({ type: 'ACCEPT_ALL' })
    await waitFor(actor, (snapshot) => snapshot.matches('reloaded'))
    expect(effects.failures).toHaveLength(1)
    expect(effects.reloads).toBe(1)
    expect(effects.proofs).toHaveLength(0)
    expect(actor.getSnapshot().context.granted.marketing).toBe(false)
  })

  // The guard's 10000 ms (SPEC section 9) is written out here, so a changed value fails these two.
  it('the reload guard skips a reload within 10000 ms of the last one and asks again instead', async () => {
    const { actor, effects } = start({ lastReloadAt: now - 9_999 }, { saveFails: true })
    actor.send({ type: 'ACCEPT_ALL' })
    await waitFor(actor, (snapshot) => snapshot.matches('asking'))
    expect(effects.failures).toHaveLength(1)
    expect(effects.reloads).toBe(0)
  })

  it('the reload guard lets a reload through once 10000 ms have passed', async () => {
    const { actor, effects } = start({ lastReloadAt: now - 10_000, stored: stored() })
    actor.send({ type: 'TOGGLE', category: 'statistics', value: false })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (snapshot) => snapshot.matches('reloaded'))
    expect(effects.reloads).toBe(1)
  })

  it('a guarded withdrawal still shuts tracking down and settles on the new choice', async () => {
    const { actor, effects } = start({ lastReloadAt: now - 1, stored: stored() })
    actor.send({ type: 'TOGGLE', category: 'marketing', value: false })
    actor.send({ type: 'SAVE' })
    await waitFor(actor, (snapshot) => snapshot.matches('settled') && !snapshot.context.granted.marketing)
    expect(effects.shutDowns).toBe(1)
    expect(effects.reloads).toBe(0)
  })

  it('toggles are fixed while a save is under way', async () => {
    const save = vi.fn()
    const machine = consentMachine.provide({
      actors: {
        saveConsent: fromPromise<void, { record: ConsentRecord }>(async ({ input }) => {
          save(input.record)
        }),
      },
    })
    const actor = createActor(machine, { input: euVisitor }).start()
    actor.send({ type: 'SAVE' })
    actor.send({ type: 'TOGGLE', category: 'marketing', value: true })
    await waitFor(actor, (snapshot) => snapshot.matches('settled'))
    expect(save.mock.calls[0]?.[0]).toMatchObject({ marketing: false })
    expect(actor.getSnapshot().context.granted.marketing).toBe(false)
  })
})
