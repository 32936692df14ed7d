// Editors read a label (and, where declared, help) on every field the CMS derives from the zod
// schemas, in German and English: a block or collection whose schema gains a property without a
// label fails here, at every level (block fields, groups, rows), and so does an unlabelled choice
// or a list whose rows have no name ("Add question").
import { describe, expect, it } from 'vitest'
import type { Translated } from '../../../contracts/field-labels.ts'
import { z } from '../../../lib/zod.ts'
import { cmsCollections } from './cms-collections.server.ts'
import { blockFieldsByType, blockLabelsByType } from './cms-document.server.ts'
import { blockFields, documentFields, type NamedField } from './field-plan.server.ts'

const isTranslated = (text: Translated | undefined) =>
  text !== undefined && text.de.trim() !== '' && text.en.trim() !== ''

/** Every field and select choice with no label, or with help missing a language, by its path. */
function unlabelled(fields: readonly NamedField[], at = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${at}${field.name || field.cmsName}`
    const own = [
      ...(isTranslated(field.label) ? [] : [path]),
      ...(field.description === undefined || isTranslated(field.description) ? [] : [`${path} (help)`]),
    ]
    const { plan } = field
    if (plan.kind === 'select')
      return [...own, ...plan.options.filter((option) => !isTranslated(option.label)).map((o) => `${path}=${o.value}`)]
    if (plan.kind === 'rows') {
      const named = plan.rowLabels && isTranslated(plan.rowLabels.singular) && isTranslated(plan.rowLabels.plural)
      return [...own, ...(named ? [] : [`${path}[] (row)`]), ...unlabelled(plan.fields, `${path}.`)]
    }
    if (plan.kind === 'group') return [...own, ...unlabelled(plan.fields, `${path}.`)]
    return own
  })
}

describe('labels of the derived CMS fields', () => {
  it('every field of every collection, at every level, has a German and an English label', () => {
    for (const collection of cmsCollections) {
      expect(isTranslated(collection.labels.singular) && isTranslated(collection.labels.plural), collection.slug).toBe(
        true,
      )
      expect(unlabelled(collection.fields), collection.slug).toEqual([])
    }
  })

  it('every field of every block, at every level, has one, and every block a name', () => {
    expect(blockFieldsByType.size).toBeGreaterThan(15)
    for (const [type, fields] of blockFieldsByType) {
      const labels = blockLabelsByType.get(type)
      expect(isTranslated(labels?.singular) && isTranslated(labels?.plural), type).toBe(true)
      expect(unlabelled(fields), type).toEqual([])
    }
  })

  it('labels select choices by value, with the help declared beside the label', () => {
    const casinoList = blockFieldsByType.get('casinoList') ?? []
    const sort = casinoList.find((field) => field.name === 'sort')
    expect(sort?.label).toEqual({ de: 'Sortierung', en: 'Sort order' })
    expect(sort?.plan).toMatchObject({
      kind: 'select',
      options: expect.arrayContaining([{ value: 'newest', label: { de: 'Neueste zuerst', en: 'Newest first' } }]),
    })
    const question = blockFieldsByType.get('faq')?.find((field) => field.name === 'items')
    expect(question?.plan).toMatchObject({
      kind: 'rows',
      fields: [{ name: 'question', label: { de: 'Frage', en: 'Question' } }, { name: 'answer' }],
    })
  })

  it('finds a property a schema gained without a label, nested or not', () => {
    const schema = z.object({
      blockType: z.literal('teaser'),
      heading: z.string(),
      link: z.object({ label: z.string(), href: z.string() }),
      tone: z.enum(['loud', 'quiet']),
    })
    const fields = blockFields(schema, {
      labels: {
        heading: { label: { de: 'Überschrift', en: 'Heading' } },
        link: { label: { de: 'Link', en: 'Link' }, fields: { label: { label: { de: 'Text', en: '' } } } },
        tone: { label: { de: 'Ton', en: 'Tone' }, options: { loud: { de: 'Laut', en: 'Loud' } } },
      },
    })
    expect(unlabelled(fields)).toEqual(['link.label', 'link.href', 'tone=quiet'])
    expect(unlabelled(documentFields(schema, { labels: {} }))).toEqual([
      'blockType',
      'heading',
      'link',
      'link.label',
      'link.href',
      'tone',
      'tone=loud',
      'tone=quiet',
    ])
  })
})
