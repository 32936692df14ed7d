// GET /sitemaps/<locale>.xml: one locale's sitemap of a site with several (app/server/seo).
import { createFileRoute } from '@tanstack/react-router'
import { runtimeOf } from '../../server/runtime/request-context.ts'
import { answerLocaleSitemap } from '../../server/seo/sitemap.server.ts'

export const Route = createFileRoute('/sitemaps/$file')({
  server: {
    handlers: {
      GET: ({ params, context }) => {
        const runtime = runtimeOf(context)
        return answerLocaleSitemap(runtime.config.website, params.file, runtime.content.source)
      },
    },
  },
})
