// A question with answers as the CMS writes it, shared by the survey and the lead qualifier. Each
// answer names the product tags it suits (none: "no preference").

import { slugSchema } from '../../contracts/block-fields.ts'
import { z } from '../../lib/zod.ts'

const answerOptionSchema = z.object({
  value: slugSchema,
  label: z.string().check(z.minLength(1), z.maxLength(80)),
  tags: z._default(z.array(slugSchema), []),
})

const questionSchema = z
  .object({
    id: slugSchema,
    question: z.string().check(z.minLength(1), z.maxLength(160)),
    options: z.array(answerOptionSchema).check(z.minLength(2), z.maxLength(8)),
  })
  .check(
    z.refine((question) => new Set(question.options.map((option) => option.value)).size === question.options.length, {
      message: 'Answer values must be unique within a question',
      path: ['options'],
    }),
  )
export type Question = z.infer<typeof questionSchema>

export const questionsSchema = z.array(questionSchema).check(
  z.minLength(1),
  z.maxLength(10),
  z.refine((questions) => new Set(questions.map((question) => question.id)).size === questions.length, {
    message: 'Question ids must be unique',
  }),
)

/** The zod schema of a complete set of answers: one of each question's values, per question id. */
export function answersSchema(questions: readonly Question[]) {
  return z.object(
    Object.fromEntries(
      questions.map((question) => [
        question.id,
        z.enum(question.options.map((option) => option.value) as [string, ...string[]]),
      ]),
    ),
  )
}

/** The product tags each given answer suits, in question order (unanswered questions are skipped). */
export function answerTags(questions: readonly Question[], answers: Readonly<Record<string, string | undefined>>) {
  return questions.flatMap((question) => {
    const option = question.options.find((candidate) => candidate.value === answers[question.id])
    return option ? [option.tags] : []
  })
}
