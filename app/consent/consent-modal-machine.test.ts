import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { consentModalMachine } from './consent-modal-machine.ts'

describe('consent modal machine', () => {
  it('starts open on the consent tab when the visitor must answer, closed otherwise', () => {
    expect(
      createActor(consentModalMachine, { input: { open: true } })
        .start()
        .getSnapshot().value,
    ).toBe('open')
    expect(
      createActor(consentModalMachine, { input: { open: false } })
        .start()
        .getSnapshot().value,
    ).toBe('closed')
  })

  it('switches between the three tabs while open', () => {
    const actor = createActor(consentModalMachine, { input: { open: true } }).start()
    expect(actor.getSnapshot().context.tab).toBe('consent')
    actor.send({ type: 'SELECT_TAB', tab: 'details' })
    expect(actor.getSnapshot().context.tab).toBe('details')
    actor.send({ type: 'SELECT_TAB', tab: 'about' })
    expect(actor.getSnapshot().context.tab).toBe('about')
  })

  // The machine's part: every reason the dialog gives closes it. That Escape and a click outside
  // reach it as such is the dialog's, tested in a browser (tests/e2e/consent.e2e.ts).
  it.each(['escape', 'outside', 'accept-all', 'save'] as const)('closes when the dialog reports %s', (reason) => {
    const actor = createActor(consentModalMachine, { input: { open: true } }).start()
    actor.send({ type: 'CLOSE', reason })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('reopens from the footer on the consent tab, whichever tab it closed on', () => {
    const actor = createActor(consentModalMachine, { input: { open: true } }).start()
    actor.send({ type: 'SELECT_TAB', tab: 'about' })
    actor.send({ type: 'CLOSE', reason: 'escape' })
    actor.send({ type: 'SELECT_TAB', tab: 'details' })
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.tab).toBe('consent')
  })

  it('remembers that the details tab was shown, across tabs and reopening', () => {
    const actor = createActor(consentModalMachine, { input: { open: true } }).start()
    expect(actor.getSnapshot().context.detailsShown).toBe(false)
    actor.send({ type: 'SELECT_TAB', tab: 'about' })
    expect(actor.getSnapshot().context.detailsShown).toBe(false)
    actor.send({ type: 'SELECT_TAB', tab: 'details' })
    actor.send({ type: 'SELECT_TAB', tab: 'consent' })
    actor.send({ type: 'CLOSE', reason: 'escape' })
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'consent', detailsShown: true })
  })

  it('counts opening straight onto the details tab as showing it', () => {
    const actor = createActor(consentModalMachine, { input: { open: false } }).start()
    actor.send({ type: 'OPEN', tab: 'details' })
    expect(actor.getSnapshot().context.detailsShown).toBe(true)
  })
})
