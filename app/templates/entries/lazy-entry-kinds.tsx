// The entry pages' code in a chunk of its own (entry-kinds.tsx), as the forms are
// (app/blocks/lazy-block.tsx): the server loads it before its first request; the browser entry
// (app/client.tsx) loads it before hydrating a page that shows an entry (`data-entry-page` on its
// main landmark), and a page reached by navigation loads it in its loader (`load` below).
import { type ReactNode, use } from 'react'
import type { EntryPageType } from '../../../app.config.ts'
import { lazyModule } from '../../lib/lazy-module.ts'
import type { PageLoadContext, TemplateComponent, TemplateProps } from '../template-props.ts'

export const entryKindsModule = lazyModule(() => import('./entry-kinds.tsx').then((module) => module.entryKinds))
if (import.meta.env.SSR) void entryKindsModule()

/** The marker of an entry page's main landmark: the browser entry loads the chunk before hydrating it. */
export const entryPageMarker = 'data-entry-page'

/** A kind's template and load, as the page-type table takes them, reading the chunk when it is there. */
export function lazyEntryPageType(pageType: EntryPageType): {
  template: TemplateComponent
  load: (context: PageLoadContext) => Promise<unknown>
} {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page type, when the table's module loads, never during a render
  function EntryTemplate(props: TemplateProps): ReactNode {
    const { Template } = use(entryKindsModule())[pageType]
    return <Template {...props} />
  }
  return {
    template: EntryTemplate,
    load: async ({ entrySlug, ...context }) => {
      // Not entry-page.ts's requireSlug: that module would bring the meta helpers into the first load.
      if (entrySlug === undefined) throw new Error('An entry page needs the slug of its entry')
      return (await entryKindsModule())[pageType].load(entrySlug, context)
    },
  }
}
