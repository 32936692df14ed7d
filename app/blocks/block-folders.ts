// A block is its folder: video-embed/ holds the block type videoEmbed, its schema.ts exports
// videoEmbedBlockSchema and its view.ts videoEmbedView. The tables the browser reads (block-schemas.ts,
// views.ts) are gathered from the folders by these names, so adding a block writes no second list;
// block-schemas.test.ts and catalogue.test.ts fail when a folder's part is missing or misnamed.

/** The block type a folder holds: its name in camel case. */
export const blockTypeOfFolder = (folder: string): string =>
  folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/** Each folder's export named <type><suffix>, by block type, from modules globbed as ./<folder>/<file>. */
export function byBlockType(modules: Record<string, Record<string, unknown>>, suffix: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, module]) => {
      const type = blockTypeOfFolder(path.split('/')[1] ?? '')
      return [type, module[`${type}${suffix}`]]
    }),
  )
}
