// The finance site's layouts: a wide column for pages that list products, a narrow one for signup
// forms. The CMS blocks make each page type what it is (list, ranking, survey, form).
import { RenderBlocks } from '../blocks/render-blocks.tsx'
import { mainContentId } from '../components/layout/site-header.tsx'
import type { TemplateProps } from './template-props.ts'

export function FinanceListPage({ page, context }: TemplateProps) {
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--list">
      <RenderBlocks blocks={page.blocks} context={context} />
    </main>
  )
}

export function FinanceFormPage({ page, context }: TemplateProps) {
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--form">
      <RenderBlocks blocks={page.blocks} context={context} />
    </main>
  )
}
