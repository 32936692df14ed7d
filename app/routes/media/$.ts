// GET /media/<name>: an image uploaded in the CMS, from the site's own origin
// (app/server/content/cms/cms-media-files.server.ts). An upload the export wrote to public/media/
// is a static file and never reaches this route.
import { createFileRoute } from '@tanstack/react-router'
import { runtimeOf } from '../../server/runtime/request-context.ts'

export const Route = createFileRoute('/media/$')({
  server: {
    handlers: {
      ANY: ({ request, params, context }) => {
        const { mediaFiles } = runtimeOf(context).content
        if (!mediaFiles)
          return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        return mediaFiles.serve(request, params._splat ?? '')
      },
    },
  },
})
