// The block gallery renders every block of the catalogue with its example props against the site's real
// content (content/90, served by the embedded content API over HTTP), as /_blocks/ does.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { createElement } from 'react'
import type { Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BlockGallery, loadBlockGallery } from '../../app/blocks/block-gallery.tsx'
import { blockTypes } from '../../app/blocks/catalogue.ts'
import type { ContentStore } from '../../app/server/content/content-store.server.ts'
import { handleContentRequest } from '../../app/server/content/handle-content-request.server.ts'
import { openContentStore } from '../../app/server/content/seed-content-store.server.ts'
import { createStoreSource } from '../../app/server/content/store-source.server.ts'
import { blockContext, locale } from '../support/content-fixtures.ts'
import { renderToHtml } from '../support/render-to-html.tsx'
import { serveHandler } from '../support/serve-handler.ts'
import { inRequestOf, testRuntime } from '../support/server-runtime.ts'

let dir: string
let store: ContentStore
let server: Server
let html: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'block-gallery-'))
  store = openContentStore({
    site: blockContext.website,
    contentDir: 'content',
    dbPath: join(dir, 'content.sqlite'),
  }).store
  const source = createStoreSource(store)
  server = await serveHandler((request) => handleContentRequest(request, source))
  // The gallery's reads go over HTTP to the server above, as with INTERNAL_API_URL set.
  const runtime = testRuntime({ INTERNAL_API_URL: new URL('/api', server.url).toString() })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  html = await inRequestOf(runtime, async () => {
    await loadBlockGallery({ website: blockContext.website, locale, queryClient })
    // renderToHtml fails when any block reads data its load did not fetch.
    return renderToHtml(createElement(BlockGallery, { context: { ...blockContext, preview: true } }), queryClient)
  })
})

afterAll(async () => {
  await server.close(true)
  store.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The gallery entry of one block type: from its section to the next one. */
function entryOf(type: string): string {
  const start = html.indexOf(`data-gallery-block="${type}"`)
  if (start === -1) throw new Error(`The gallery has no entry for ${type}`)
  const next = html.indexOf('data-gallery-block="', start + 1)
  return html.slice(start, next === -1 ? undefined : next)
}

const textOf = (fragment: string) =>
  fragment
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the block gallery', () => {
  test.each(blockTypes)('renders %s with its example props beside its JSON Schema', (type) => {
    const entry = entryOf(type)
    expect(entry).not.toContain('block-placeholder')
    const preview = entry.slice(
      entry.indexOf('class="block-gallery__preview"'),
      entry.indexOf('class="block-gallery__schema"'),
    )
    expect(preview).toContain(`data-block-type="${type}"`)
    expect(textOf(preview).length).toBeGreaterThan(0)
    expect(entry).toContain(`&quot;const&quot;: &quot;${type}&quot;`)
  })

  test('examples resolve the content ids they name (author, payment provider, casinos)', () => {
    expect(textOf(entryOf('hero'))).toContain('Von Lena Hoffmann')
    expect(entryOf('casinoList')).toContain('data-product-id=')
  })
})
