// GET /sitemap.xml: the site's sitemap, or its index of one sitemap per locale (app/server/seo).
import { createFileRoute } from '@tanstack/react-router'
import { runtimeOf } from '../server/runtime/request-context.ts'
import { answerSitemap } from '../server/seo/sitemap.server.ts'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: ({ context }) => {
        const runtime = runtimeOf(context)
        return answerSitemap(runtime.config.website, runtime.content.source)
      },
    },
  },
})
