// The CMS (docs/decisions/016-payload-cms.md): Payload on SQLite, one collection per content
// collection of the site, all derived from the site's zod schemas.
//   PAYLOAD_SECRET       signs the admin's sessions (scripts/cms sets a local default)
//   CMS_DATABASE_PATH    the SQLite file (default data/cms.sqlite under the working directory)
//   SITE_URL, SITE_URL_<siteId>, PREVIEW_SECRET, REVALIDATE_SECRET: see site-urls.ts and hooks/
//   DATABASE_URL or LEADS_DB_PATH, SITE_ID: the leads database the figures view reads (as the site does)
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig } from 'payload'
import { cmsCollections } from '../../app/server/cms-contract.server.ts'
import { contentCollection } from './collections/content-collection.ts'
import { users } from './collections/users.ts'
import { figuresCsvEndpoint } from './dashboard/figures-endpoint.ts'
import { cmsI18n } from './i18n.ts'

const here = dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET ?? '',
  admin: {
    user: users.slug,
    importMap: { baseDir: here },
    meta: { titleSuffix: ' · CMS' },
    components: {
      afterNavLinks: ['/dashboard/figures-nav-link.tsx#FiguresNavLink'],
      beforeDashboard: ['/dashboard/figures-nav-link.tsx#FiguresDashboardLink'],
      views: {
        // The operator's figures from the leads database the site uses (administrators and operators).
        figures: { Component: '/dashboard/figures-view.tsx#FiguresView', path: '/figures' },
      },
    },
  },
  i18n: cmsI18n,
  endpoints: [figuresCsvEndpoint],
  collections: [...cmsCollections.map(contentCollection), users],
  db: sqliteAdapter({
    client: { url: `file:${resolve(process.env.CMS_DATABASE_PATH || 'data/cms.sqlite')}` },
    // A page's blocks are one JSON value: no table per block kind, so a new or changed block needs no migration.
    blocksAsJSON: true,
    // Tables come from the committed migrations (cms/migrations), in development too.
    push: false,
    migrationDir: resolve(here, '../migrations'),
  }),
  graphQL: { disable: true },
  telemetry: false,
  typescript: { autoGenerate: false },
})
