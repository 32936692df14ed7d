import { Plural } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { contentQueries } from '../../api/content/client.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { narrowByAnswers, selectFinanceProducts } from '../../products/finance-selection.ts'
import { BlockSection } from '../../ui/block-section.tsx'
import { useConversion } from '../../visit/use-visit.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { FinanceProductItems } from '../finance-product-list/finance-product-items.tsx'
import { AnswerChoices } from '../survey/answer-choices.tsx'
import { answerTags } from '../survey/questions.ts'
import type { LeadQualifierBlock } from './schema.ts'

export function LeadQualifier({ block, context }: BlockComponentProps<LeadQualifierBlock>) {
  const formId = useId()
  const { data: catalogue } = useLoadedQuery(contentQueries.financeProducts(context.locale))
  // Unanswered questions narrow nothing, so the server renders the whole list.
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const convert = useConversion()
  const qualified = useRef(false)
  const matching = (given: Record<string, string>) =>
    narrowByAnswers(selectFinanceProducts(catalogue, block.selection), answerTags(block.questions, given))
  const products = matching(answers)
  const answer = (questionId: string, value: string) => {
    const next = { ...answers, [questionId]: value }
    setAnswers(next)
    // Once every question is answered the lead is qualified (some offer fits) or not (SPEC section 9).
    if (qualified.current || !block.questions.every((question) => next[question.id])) return
    qualified.current = true
    convert(matching(next).length > 0 ? 'leadQualified' : 'leadDisqualified')
  }
  const count = products.length
  return (
    <BlockSection heading={block.heading} className="lead-qualifier">
      <form className="lead-qualifier__questions" onSubmit={(event) => event.preventDefault()}>
        {block.questions.map((question) => (
          <AnswerChoices
            key={question.id}
            question={question}
            name={`${formId}-${question.id}`}
            value={answers[question.id]}
            onChange={(value) => answer(question.id, value)}
          />
        ))}
      </form>
      <p className="lead-qualifier__count" aria-live="polite">
        <Plural value={count} one="# Angebot passt zu Ihren Angaben" other="# Angebote passen zu Ihren Angaben" />
      </p>
      <FinanceProductItems
        products={products}
        ranked={block.presentation === 'ranked'}
        website={context.website}
        locale={context.locale}
      />
    </BlockSection>
  )
}
