// A publish in the CMS: drops the changed pages and content from every cache of the site
// (app/server/revalidate, docs/decisions/018-revalidation-and-live-preview.md).
import { createFileRoute } from '@tanstack/react-router'
import { movedPagePaths } from '../../server/content/moved-pages.server.ts'
import { handleRevalidateRequest } from '../../server/revalidate/handle-revalidate-request.server.ts'
import { runtimeOf } from '../../server/runtime/request-context.ts'
import { entryPagePaths } from '../../server/seo/entry-sitemap.server.ts'

export const Route = createFileRoute('/api/revalidate')({
  server: {
    handlers: {
      ANY: ({ request, context }) => {
        const { config, content } = runtimeOf(context)
        return handleRevalidateRequest(request, {
          secret: config.content.revalidateSecret,
          website: config.website,
          publish: content.purgeBus.publish,
          pagePathsBeyondRoutes: async (locale) => [
            ...(await entryPagePaths(config.website, locale, content.source)),
            ...(await movedPagePaths(config.website, locale, content.source)),
          ],
        })
      },
    },
  },
})
