import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './tests/support/chromium-flags.ts'
import { freePort } from './tests/support/free-port.ts'
import { leadsDbPath } from './tests/support/leads-db.ts'
import { e2ePreviewSecret } from './tests/support/preview-link.ts'
import { productionSecrets } from './tests/support/test-secrets.ts'
import { prepareXssContentDir } from './tests/support/xss-content.ts'

// The config is evaluated again in each worker; the first evaluation fixes the port for all.
process.env.E2E_PORT ??= String(await freePort())
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`
// content/ plus a draft carrying the XSS corpus (tests/e2e/xss-corpus.e2e.ts); made once per run.
process.env.E2E_CONTENT_DIR ??= prepareXssContentDir()
// The finance site (SITE_ID=75) runs as a second server with its own content and leads databases;
// its tests (finance-*.e2e.ts) read the leads database (leadsDbPath(E2E_FINANCE_PORT)) to check
// what a signup stored.
process.env.E2E_FINANCE_PORT ??= String(await freePort())
const financePort = Number(process.env.E2E_FINANCE_PORT)
const financeBaseURL = `http://127.0.0.1:${financePort}`
const financeTests = '**/finance-*.e2e.ts'
// The editors' and operators' CMS (cms/, Payload) with a site: each of these starts both itself
// (tests/support/payload-cms.ts); they need `npm run cms:prepare` (the CMS build) first.
const cmsTests = ['**/cms-editor*.e2e.ts', '**/cms-figures*.e2e.ts', '**/cms-moved-page*.e2e.ts']

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [financeTests, ...cmsTests],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'cms', testMatch: cmsTests, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'finance',
      testMatch: financeTests,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: financeBaseURL },
    },
  ],
  // The production build, served as `npm run serve` serves it, on a fresh content database.
  webServer: [
    {
      command: 'node server/serve.ts',
      url: `${baseURL}/api/content/menus?locale=de-DE`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        ...productionSecrets(),
        // Draft preview is on for the tests (tests/e2e/draft-preview.e2e.ts signs tokens with it).
        PREVIEW_SECRET: e2ePreviewSecret,
        CONTENT_DIR: process.env.E2E_CONTENT_DIR,
        CONTENT_DB_PATH: join(tmpdir(), `e2e-content-${port}.sqlite`),
        LEADS_DB_PATH: leadsDbPath(port),
      },
    },
    {
      command: 'node server/serve.ts',
      url: `${financeBaseURL}/api/content/menus?locale=nb-NO`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        SITE_ID: '75',
        PORT: String(financePort),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        ...productionSecrets(),
        CONTENT_DB_PATH: join(tmpdir(), `e2e-content-75-${financePort}.sqlite`),
        LEADS_DB_PATH: leadsDbPath(financePort),
      },
    },
  ],
})
