import { describe, expect, test } from 'vitest'
import { answersSchema, answerTags, type Question, questionsSchema } from './questions.ts'

const questions: Question[] = questionsSchema.parse([
  {
    id: 'amount',
    question: 'Wie viel?',
    options: [
      { value: 'small', label: 'Wenig', tags: ['small'] },
      { value: 'large', label: 'Viel', tags: ['large'] },
    ],
  },
  {
    id: 'speed',
    question: 'Wie schnell?',
    options: [
      { value: 'fast', label: 'Sofort', tags: ['fast'] },
      { value: 'any', label: 'Egal' },
    ],
  },
])

describe('survey answers', () => {
  test('a complete set of offered answers is valid', () => {
    expect(answersSchema(questions).safeParse({ amount: 'large', speed: 'any' }).success).toBe(true)
  })

  test('a missing or unknown answer is refused, naming the question', () => {
    const missing = answersSchema(questions).safeParse({ amount: 'large' })
    expect(missing.success).toBe(false)
    expect(missing.error?.issues[0]?.path).toEqual(['speed'])
    const unknown = answersSchema(questions).safeParse({ amount: 'huge', speed: 'fast' })
    expect(unknown.error?.issues[0]?.path).toEqual(['amount'])
  })

  test('answers become the tags they suit, in question order', () => {
    expect(answerTags(questions, { amount: 'small', speed: 'any' })).toEqual([['small'], []])
    expect(answerTags(questions, { speed: 'fast' })).toEqual([['fast']])
  })

  test('the CMS may not repeat an answer value', () => {
    const repeated = [
      {
        id: 'x',
        question: 'X?',
        options: [
          { value: 'a', label: 'A' },
          { value: 'a', label: 'B' },
        ],
      },
    ]
    expect(questionsSchema.safeParse(repeated).success).toBe(false)
  })
})
