// A legal document: one narrow column of readable text.
import { RenderBlocks } from '../blocks/render-blocks.tsx'
import { mainContentId } from '../components/layout/site-header.tsx'
import type { TemplateProps } from './template-props.ts'

export function PrivacyPolicy({ page, context }: TemplateProps) {
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--document">
      <RenderBlocks blocks={page.blocks} context={context} />
    </main>
  )
}
