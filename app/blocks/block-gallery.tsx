// The block gallery (/_blocks/): every block of the catalogue rendered with its example props, beside
// the JSON Schema a CMS gets for it (the same one `npm run blocks:schema` exports).
import { Trans, useLingui } from '@lingui/react/macro'
import { blockCatalogue, blockTypes } from './catalogue.ts'
import type { BlockContext, BlockLoadContext } from './define-block.ts'
import { blocksJsonSchema } from './json-schema.ts'
import { loadBlocks, RenderBlocks } from './render-blocks.tsx'

/** Loads what every example reads, like a page loader does for its blocks. */
export function loadBlockGallery(context: BlockLoadContext): Promise<unknown> {
  return loadBlocks(
    blockTypes.map((type) => blockCatalogue[type].example),
    context,
  )
}

export function BlockGallery({ context }: { context: BlockContext }) {
  const { t } = useLingui()
  const { $defs } = blocksJsonSchema() as { $defs: Record<string, unknown> }
  return (
    <main id="main" tabIndex={-1} className="block-gallery">
      <h1>
        <Trans>Block-Galerie</Trans>
      </h1>
      <p>
        <Trans>Jeder registrierte Block mit seinen Beispiel-Props, daneben sein JSON-Schema für das CMS.</Trans>
      </p>
      <nav aria-label={t`Blöcke`}>
        <ul className="block-gallery__index">
          {blockTypes.map((type) => (
            <li key={type}>
              <a href={`#gallery-${type}`}>{type}</a>
            </li>
          ))}
        </ul>
      </nav>
      {blockTypes.map((type) => (
        <section
          key={type}
          id={`gallery-${type}`}
          className="block-gallery__entry"
          aria-labelledby={`gallery-${type}-heading`}
          data-gallery-block={type}
        >
          <h2 id={`gallery-${type}-heading`} className="block-gallery__name">
            <code>{type}</code>
          </h2>
          <div className="block-gallery__preview">
            <RenderBlocks blocks={[blockCatalogue[type].example]} context={context} />
          </div>
          {/* A named, focusable region so keyboard and screen-reader users can reach and scroll a long schema. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="block-gallery__schema" tabIndex={0} aria-label={t`JSON-Schema von ${type}`}>
            <pre>{JSON.stringify($defs[type], null, 2)}</pre>
          </section>
        </section>
      ))}
    </main>
  )
}
