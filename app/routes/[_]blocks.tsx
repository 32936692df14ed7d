// The block gallery for editors and engineers. A static route, so it wins over the CMS page splat;
// off (404) in production unless BLOCK_GALLERY=1.
import { createFileRoute, notFound } from '@tanstack/react-router'
import { runtimeConfigQuery } from '../api/runtime-config.ts'
import { BlockGallery, loadBlockGallery } from '../blocks/block-gallery.tsx'
import { loadLayout } from '../page/layout/load-layout.ts'
import { PageLayout } from '../page/layout/page-layout.tsx'

export const Route = createFileRoute('/_blocks')({
  // Loader and component in one lazy chunk: the gallery (examples, JSON Schema export) is not in
  // every page's first load.
  codeSplitGroupings: [['loader', 'component']],
  beforeLoad: async ({ context }) => {
    const runtime = await context.queryClient.ensureQueryData(runtimeConfigQuery())
    if (!runtime.blockGallery) throw notFound()
  },
  loader: ({ context: { queryClient, country, website } }) =>
    Promise.all([
      loadBlockGallery({ website, locale: country.locale, queryClient }),
      loadLayout(queryClient, country.locale),
    ]).then(() => undefined),
  head: () => ({ meta: [{ title: 'Block-Galerie' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  headers: () => ({ 'Cache-Control': 'no-store' }),
  component: BlockGalleryPage,
})

function BlockGalleryPage() {
  const { website, country } = Route.useRouteContext()
  return (
    <PageLayout locale={country.locale} website={website}>
      <BlockGallery context={{ locale: country.locale, website, preview: true }} />
    </PageLayout>
  )
}
