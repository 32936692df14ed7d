// The CMS (docs/decisions/016-payload-cms.md): Payload on SQLite, one collection per content
// collection of the site, all derived from the site's zod schemas.
// Its environment is parsed once, by cms-env.ts.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig, getPayload } from 'payload'
import sharp from 'sharp'
import { cmsCollections } from '../../app/server/cms-contract.server.ts'
import { writesContent } from './access/roles.ts'
import { cmsConfig, runsInNextServer } from './cms-env.ts'
import { contentCollection } from './collections/content-collection.ts'
import { media } from './collections/media.ts'
import { users } from './collections/users.ts'
import { gglWhitelistImportEndpoint } from './compliance/ggl-import.ts'
import { figuresCsvEndpoint, retryLeadEndpoint } from './dashboard/figures-endpoint.ts'
import { cmsI18n } from './i18n.ts'
import { richTextEditor } from './rich-text/rich-text-html.ts'

const here = dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: cmsConfig().payloadSecret,
  admin: {
    user: users.slug,
    // Payload's built-in icon, not Gravatar: an editor's e-mail hash goes to no third party, and the
    // header shows no broken image where gravatar.com cannot be reached.
    avatar: 'default',
    importMap: { baseDir: here },
    meta: { titleSuffix: ' · CMS' },
    components: {
      // Every observed element's current state for Payload's fields (admin-ui/latest-intersection-entries.ts).
      providers: ['/admin-ui/latest-intersection-entries-provider.tsx#LatestIntersectionEntries'],
      afterNavLinks: [
        '/dashboard/figures-nav-link.tsx#FiguresNavLink',
        '/compliance/compliance-nav-link.tsx#ComplianceNavLink',
      ],
      beforeDashboard: [
        '/dashboard/figures-tiles.tsx#FiguresDashboardTiles',
        '/compliance/compliance-nav-link.tsx#ComplianceDashboardWarning',
      ],
      views: {
        // The operator's figures from the leads database the site uses (administrators and operators).
        figures: { Component: '/dashboard/figures-view.tsx#FiguresView', path: '/figures' },
        // The German market's rules: the GGL whitelist's age and upload, casinos, failing pages (editors).
        compliance: { Component: '/compliance/compliance-view.tsx#ComplianceView', path: '/compliance' },
      },
    },
  },
  i18n: cmsI18n,
  endpoints: [figuresCsvEndpoint, retryLeadEndpoint, gglWhitelistImportEndpoint],
  collections: [...cmsCollections.map(contentCollection), media, users],
  editor: richTextEditor,
  // Scheduled publishing (every collection's drafts.schedulePublish) queues a job that publishes the
  // document at its time; the CMS process runs due jobs every few seconds, and the publish tells the
  // site as any publish does.
  jobs: {
    autoRun: [{ cron: '*/5 * * * * *', queue: 'default' }],
    // Publishing is the editors' work: nobody else queues, runs or cancels jobs by hand.
    access: { queue: writesContent, run: writesContent, cancel: writesContent },
  },
  // Makes the media library's image sizes and reads their dimensions.
  sharp,
  db: sqliteAdapter({
    client: { url: `file:${cmsConfig().databasePath}` },
    // A page's blocks are one JSON value: no table per block kind, so a new or changed block needs no migration.
    blocksAsJSON: true,
    // Tables come from the committed migrations (cms/migrations), in development too.
    push: false,
    migrationDir: resolve(here, '../migrations'),
  }),
  // Payload starts the job schedule with the admin's first request only: a CMS serving its REST API
  // alone would never publish at the chosen time. The server starts it as soon as Payload is up (at
  // its first request, of the admin or the API); the command-line scripts, sharing this config, do not.
  onInit: (payload) => {
    if (!runsInNextServer()) return
    setTimeout(() => {
      getPayload({ config: payload.config, cron: true }).catch((error: unknown) =>
        payload.logger.error({ err: error }, 'The job schedule did not start'),
      )
    }, 0)
  },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { autoGenerate: false },
})
