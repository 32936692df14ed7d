import { join } from 'node:path'
import { expect, test } from 'vitest'
import { appConfig, financeSiteId } from '../../../app.config.ts'
import { leadsDbPathFromEnv } from './leads-db-path.server.ts'

test('the leads database defaults to data/leads-<siteId>.sqlite of the selected site', () => {
  expect(leadsDbPathFromEnv({})).toBe(join(process.cwd(), 'data', `leads-${appConfig.defaultWebsiteId}.sqlite`))
  expect(leadsDbPathFromEnv({ SITE_ID: String(financeSiteId) })).toBe(
    join(process.cwd(), 'data', `leads-${financeSiteId}.sqlite`),
  )
})

test('LEADS_DB_PATH names the file', () => {
  expect(leadsDbPathFromEnv({ LEADS_DB_PATH: '/var/lib/site/leads.sqlite' })).toBe('/var/lib/site/leads.sqlite')
})
