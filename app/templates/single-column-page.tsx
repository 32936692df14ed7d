// The layouts whose blocks fill one column, differing only in its width: narrow readable text for
// legal documents, wide for pages that list products, narrow for signup forms. The CMS blocks make
// each page type what it is (list, ranking, survey, form).
import { RenderBlocks } from '../blocks/render-blocks.tsx'
import { mainContentId } from '../page/layout/site-header.tsx'
import type { TemplateProps } from './template-props.ts'

export function SingleColumnPage({ page, context, width }: TemplateProps & { width: 'document' | 'list' | 'form' }) {
  return (
    <main id={mainContentId} tabIndex={-1} className={`page page--${width}`}>
      <RenderBlocks blocks={page.blocks} context={context} />
    </main>
  )
}
