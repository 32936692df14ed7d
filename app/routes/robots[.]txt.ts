// GET /robots.txt: the site's own, naming its sitemap (app/server/seo).
import { createFileRoute } from '@tanstack/react-router'
import { runtimeOf } from '../server/runtime/request-context.ts'
import { answerRobots } from '../server/seo/sitemap.server.ts'

export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: ({ context }) => answerRobots(runtimeOf(context).config.website) } },
})
