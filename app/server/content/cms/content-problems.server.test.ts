// The zod check as the CMS's fields run it: each field shows the problems at its own path (a list
// field also its rows'), the document is checked once per validation pass, and what no field shows
// is reported for the document. Drafts keep the lenient draft schema.
import { describe, expect, it } from 'vitest'
import { cmsCollection } from './cms-collections.server.ts'
import { toCms } from './cms-document.server.ts'
import { contentProblems, documentProblems, messageAt, pathOfObject, problemsOnce } from './content-problems.server.ts'

const pages = cmsCollection('pages')

const hero = { blockType: 'hero', heading: 'Casino Boni', intro: 'Die besten Boni im Vergleich.' }
const faq = (question: string) => ({
  blockType: 'faq',
  heading: 'Fragen',
  items: [{ question, answer: '<p>Ja.</p>' }],
})
/** A page in the CMS's shape, with the given blocks after its hero. */
const pageWith = (...blocks: object[]) =>
  toCms(pages.fields, {
    path: '/casino-boni/',
    meta: { title: 'Casino Boni', description: 'Boni im Vergleich', noFollow: false, noIndex: false },
    updatedAt: '2026-11-01',
    blocks: [hero, ...blocks],
  })

describe('problems at the fields that show them', () => {
  it("puts a block field's problem on that field inside the block, and nowhere else", () => {
    const problems = contentProblems(pages, pageWith(faq('')), 'publish')
    expect(messageAt(problems, 'blocks.1.items.0.question')).toMatch(/>=1 characters/)
    expect(messageAt(problems, 'blocks.1.items.0.answer')).toBeUndefined()
    expect(messageAt(problems, 'blocks.1.items')).toBeUndefined()
    expect(messageAt(problems, 'blocks')).toBeUndefined()
    expect(documentProblems(problems)).toEqual([])
  })

  it("gives zod's messages in the editor's language, the English ones after a German pass unchanged", () => {
    const german = contentProblems(pages, pageWith(faq('')), 'publish', {}, 'de')
    expect(messageAt(german, 'blocks.1.items.0.question')).toMatch(/^Zu klein: .*>=1 Zeichen/)
    const unknown = contentProblems(pages, pageWith({ blockType: 'bonusCalculator' }), 'publish', {}, 'de')
    expect(documentProblems(unknown)[0]?.message).toBe('Unbekannter Blocktyp "bonusCalculator"')
    const english = problemsOnce(pageWith(faq('')), pages, {}, 'en')
    expect(messageAt(english, 'blocks.1.items.0.question')).toMatch(/^Too small: .*>=1 characters/)
  })

  it("asks once per document and language: an English editor's check does not read a German one's", () => {
    const document = pageWith(faq(''))
    const german = problemsOnce(document, pages, {}, 'de')
    expect(problemsOnce(document, pages, {}, 'de')).toBe(german)
    expect(messageAt(problemsOnce(document, pages, {}, 'en'), 'blocks.1.items.0.question')).toMatch(/characters/)
  })

  it('gives a list field the problems of its rows as a whole, numbered as the admin counts them', () => {
    const problems = [
      { path: 'blocks.2', message: 'An affiliate disclosure must come first' },
      { path: 'blocks.2.heading', message: 'Too long' },
      { path: 'blocks', message: 'A page has at most one hero block' },
    ]
    expect(messageAt(problems, 'blocks')).toBe(
      '#3: An affiliate disclosure must come first; A page has at most one hero block',
    )
    expect(messageAt(problems, 'blocks.2.heading')).toBe('Too long')
  })

  it('reports for the document what no field shows: a block of an unknown type, the document as a whole', () => {
    const problems = contentProblems(pages, pageWith({ blockType: 'bonusCalculator' }), 'publish')
    expect(documentProblems(problems)).toEqual([
      { path: 'blocks.1', message: 'Unknown block type "bonusCalculator"', ofDocument: true },
    ])
    expect(messageAt(problems, 'blocks')).toBeUndefined()
    expect(documentProblems([{ path: '', message: 'Expected object' }])).toHaveLength(1)
  })

  it('finds nothing in a valid page', () => {
    expect(contentProblems(pages, pageWith(faq('Sind Boni fair?')), 'publish')).toEqual([])
  })

  it('keeps a draft with an unfinished block: the preview shows its placeholder', () => {
    const draft = pageWith({ blockType: 'faq', items: [] }, { blockType: 'bonusCalculator' })
    expect(contentProblems(pages, draft, 'draft')).toEqual([])
    expect(contentProblems(pages, draft, 'publish').map((problem) => problem.path)).toEqual([
      'blocks.2',
      'blocks.1.items',
    ])
  })
})

describe('problemsOnce', () => {
  it("checks a document once, and anew another pass's document or a changed one", () => {
    const document = pageWith(faq(''))
    const first = problemsOnce(document, pages)
    expect(problemsOnce(document, pages)).toBe(first)
    expect(problemsOnce(pageWith(faq('')), pages)).not.toBe(first)
    expect(problemsOnce(pageWith(faq('Sind Boni fair?')), pages)).toEqual([])
  })
})

describe('pathOfObject', () => {
  it('finds an object inside a document by identity, as a CMS path', () => {
    const question = { question: '', answer: '<p>Ja.</p>' }
    const document = { path: '/x/', blocks: [{ blockType: 'hero' }, { blockType: 'faq', items: [question] }] }
    expect(pathOfObject(document, question)).toBe('blocks.1.items.0')
    expect(pathOfObject(document, document)).toBe('')
    expect(pathOfObject(document, { ...question })).toBeUndefined()
  })
})
