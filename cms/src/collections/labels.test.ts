import type { Block, CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { cmsCollections } from '../../../app/server/cms-contract.server.ts'
import { contentCollection } from './content-collection.ts'
import { media } from './media.ts'
import { users } from './users.ts'

type Labelled = { label?: unknown; name?: string; hidden?: boolean; admin?: { hidden?: boolean; disabled?: boolean } }

/**
 * The fields an editor sees without a label in both languages, by path: the hand-written ones
 * (bookkeeping, owner, media, users) beside the derived ones field-labels.server.test.ts checks.
 */
function unlabelled(fields: readonly Field[], at: string): string[] {
  return fields.flatMap((field) => {
    const { name, label, hidden, admin } = field as Labelled
    const path = name ? `${at}.${name}` : at
    const seen = !hidden && !admin?.hidden && !admin?.disabled && field.type !== 'ui'
    const bilingual = typeof label === 'object' && label !== null && 'de' in label && 'en' in label
    const own = name && seen && !bilingual ? [path] : []
    const nested =
      'fields' in field
        ? unlabelled(field.fields, path)
        : 'blocks' in field
          ? (field.blocks as Block[]).flatMap((block) => unlabelled(block.fields, `${path}.${block.slug}`))
          : 'tabs' in field
            ? field.tabs.flatMap((tab) => unlabelled(tab.fields, path))
            : []
    return [...own, ...nested]
  })
}

describe('the admin in German and English', () => {
  it('labels every field an editor sees, in both languages', () => {
    const collections: CollectionConfig[] = [...cmsCollections.map(contentCollection), media, users]
    expect(collections.flatMap((collection) => unlabelled(collection.fields, collection.slug))).toEqual([])
  })
})
