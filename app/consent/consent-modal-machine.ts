// The consent modal (SPEC sections 2 and 4): closed or open on one of three tabs. Escape, a click
// outside and each of its buttons close it; the footer's "Cookie settings" opens it again.
// `detailsShown` remembers that the details tab has been shown once: its providers' cookie tables
// are the dialog's largest part and most visitors never look at them, so they render from then on
// rather than while the page hydrates.
import { assign, setup } from 'xstate'

export const consentTabs = ['consent', 'details', 'about'] as const
export type ConsentTab = (typeof consentTabs)[number]

export type ConsentModalEvent =
  | { type: 'OPEN'; tab?: ConsentTab }
  | { type: 'SELECT_TAB'; tab: ConsentTab }
  | { type: 'CLOSE'; reason: 'escape' | 'outside' | 'accept-all' | 'save' }

export const consentModalMachine = setup({
  types: {
    input: {} as { open: boolean },
    context: {} as { tab: ConsentTab; startsOpen: boolean; detailsShown: boolean },
    events: {} as ConsentModalEvent,
  },
  guards: {
    startsOpen: ({ context }) => context.startsOpen,
  },
}).createMachine({
  id: 'consentModal',
  context: ({ input }) => ({ tab: 'consent', startsOpen: input.open, detailsShown: false }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign(({ event, context }) => {
            const tab = event.tab ?? 'consent'
            return { tab, detailsShown: context.detailsShown || tab === 'details' }
          }),
        },
      },
    },
    open: {
      on: {
        SELECT_TAB: {
          actions: assign(({ event, context }) => ({
            tab: event.tab,
            detailsShown: context.detailsShown || event.tab === 'details',
          })),
        },
        CLOSE: 'closed',
      },
    },
  },
})
