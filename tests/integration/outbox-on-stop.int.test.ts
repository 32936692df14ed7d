// The production server stopped with SIGTERM while its outbox worker posts a lead: the stop waits
// for the post's answer and records the lead as delivered before the process exits, so the partner
// that took it is not sent it again once the lease runs out.

import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { signupStoreOf } from '../../app/server/leads/signups/signup-store.server.ts'
import { openLeadsDatabase } from '../../app/server/leads/store/open-leads-database.server.ts'
import { LocalEndpoint } from '../support/local-endpoint.ts'
import { partnerSignup } from '../support/partner-signup.ts'
import { startProductionServer } from '../support/production-server.ts'

/** A partner that holds each lead's answer a while, as a slow endpoint does. */
class SlowPartner extends LocalEndpoint {
  received: string[] = []
  protected answer(_request: IncomingMessage, body: string, response: ServerResponse) {
    this.received.push(JSON.parse(body).email)
    setTimeout(() => response.writeHead(201).end(), 2_000)
  }
}

const dir = mkdtempSync(join(tmpdir(), 'outbox-on-stop-'))
const leadsDb = join(dir, 'leads.sqlite')
const partner = new SlowPartner()

beforeAll(async () => {
  await partner.start()
  const database = openLeadsDatabase({ sqlitePath: leadsDb })
  await signupStoreOf(database).save(partnerSignup())
  await database.close()
})

afterAll(async () => {
  await partner.stop()
  rmSync(dir, { recursive: true, force: true })
})

test('SIGTERM during a lead’s post waits for its answer and records it delivered', async () => {
  const site = await startProductionServer({
    siteId: '75',
    env: { LEADS_DB_PATH: leadsDb, LEAD_PARTNER_ENDPOINTS: `kreditpartner=${partner.origin}/leads` },
  })
  try {
    await expect.poll(() => partner.received, { timeout: 30_000 }).toEqual(['erika@example.de'])
    const exited = once(site.child, 'exit')
    site.child.kill('SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
  } finally {
    await site.stop()
  }
  const database = openLeadsDatabase({ sqlitePath: leadsDb })
  try {
    const rows = await database.all(
      database.query.selectFrom('signups').select(['delivery_status', 'delivery_attempts', 'delivered_at']),
    )
    expect(rows).toEqual([{ delivery_status: 'delivered', delivery_attempts: 1, delivered_at: expect.any(String) }])
  } finally {
    await database.close()
  }
})
