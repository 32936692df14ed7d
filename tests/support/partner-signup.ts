// A signup taken on the finance site's white-label partner page: what the outbox worker delivers to
// the partner's endpoint (LEAD_PARTNER_ENDPOINTS=kreditpartner=…).
import type { NewSignup } from '../../app/server/leads/signups/signup-store.server.ts'

export const partnerSignup = (): NewSignup => ({
  siteId: 75,
  locale: 'de-DE',
  partnerId: 'kreditpartner',
  name: 'Erika Muster',
  email: 'erika@example.de',
  phone: '+4915123456789',
  createdAt: new Date(),
})
