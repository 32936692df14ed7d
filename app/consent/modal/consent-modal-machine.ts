// The consent modal (SPEC sections 2 and 4): closed or open on one of three tabs. Escape, a click
// outside and each of its buttons close it; the footer's "Cookie settings" opens it again.
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
    context: {} as { tab: ConsentTab; startsOpen: boolean },
    events: {} as ConsentModalEvent,
  },
  guards: {
    startsOpen: ({ context }) => context.startsOpen,
  },
}).createMachine({
  id: 'consentModal',
  context: ({ input }) => ({ tab: 'consent', startsOpen: input.open }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign({ tab: ({ event }) => event.tab ?? 'consent' }),
        },
      },
    },
    open: {
      on: {
        SELECT_TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
        CLOSE: 'closed',
      },
    },
  },
})
