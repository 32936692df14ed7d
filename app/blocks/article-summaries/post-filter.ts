import type { ArticleSummariesBlock } from './schema.ts'

type FilteredSource = Exclude<ArticleSummariesBlock['source'], { kind: 'featured' }>

/** The /content/post-summaries filter for a source that is not the featured list. */
export function postFilterOf(source: FilteredSource): { author: string } | { names: string[] } {
  return source.kind === 'author' ? { author: source.authorId } : { names: source.names }
}
