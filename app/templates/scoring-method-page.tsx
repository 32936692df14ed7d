// The published scoring method: the page every review's breakdown links to. Its CMS blocks say what
// the editors want to say around it; the method itself is scoring-method.tsx, in a chunk of its own
// (as the entry pages are): the server loads it before its first request, a page reached by
// navigation in its loader, and while hydrating React keeps the server's HTML until it is there.
import { use } from 'react'
import { RenderBlocks } from '../blocks/render-blocks.tsx'
import { lazyModule } from '../lib/lazy-module.ts'
import { mainContentId } from '../page/layout/site-header.tsx'
import { scoredKindOf } from '../products/scoring.ts'
import type { TemplateProps } from './template-props.ts'

export const scoringMethodModule = lazyModule(() =>
  import('./scoring-method.tsx').then((module) => module.ScoringMethod),
)
if (import.meta.env.SSR) void scoringMethodModule()

export function ScoringMethodPage({ page, context }: TemplateProps) {
  const ScoringMethod = use(scoringMethodModule())
  return (
    <main id={mainContentId} tabIndex={-1} className="page page--document">
      <RenderBlocks blocks={page.blocks} context={context} />
      <ScoringMethod kind={scoredKindOf(context.website)} locale={context.locale} />
    </main>
  )
}
