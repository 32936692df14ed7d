// The survey: one question per step with Back and Next, the answers checked with the zod schema
// the questions define, then the products ranked by those answers. Every step is a form, so Enter
// moves on; focus goes to each new step's heading so keyboard and screen-reader users follow along.
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useCallback, useId, useRef, useState } from 'react'
import { contentQueries } from '../../api/content/client.ts'
import { useLoadedQuery } from '../../api/query-reads.ts'
import { rankByAnswers, selectFinanceProducts } from '../../products/finance-selection.ts'
import { BlockSection, Subheading } from '../../ui/block-section.tsx'
import { useConversion } from '../../visit/use-visit.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { FinanceProductItems } from '../finance-product-list/finance-product-items.tsx'
import { AnswerChoices } from './answer-choices.tsx'
import { answersSchema, answerTags } from './questions.ts'
import type { SurveyBlock } from './schema.ts'

type Answers = Record<string, string>

export function Survey({ block, context }: BlockComponentProps<SurveyBlock>) {
  const { t } = useLingui()
  const id = useId()
  const { data: catalogue } = useLoadedQuery(contentQueries.financeProducts(context.locale))
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<Answers>({})
  const [result, setResult] = useState<Answers | undefined>()
  const [missingAnswer, setMissingAnswer] = useState(false)
  const moved = useRef(false)
  const convert = useConversion()
  // Each step's heading mounts anew (keyed by step) and takes focus, except on the first render:
  // the page must not jump to the survey on load.
  const focusWhenMoved = useCallback((node: HTMLElement | null) => {
    if (node && moved.current) node.focus()
  }, [])

  const steps = block.steps
  const question = steps[step]
  const go = (next: () => void) => {
    moved.current = true
    setMissingAnswer(false)
    next()
  }

  if (result) {
    const ranked = rankByAnswers(selectFinanceProducts(catalogue, block.selection), answerTags(steps, result))
    return (
      <BlockSection heading={block.heading} className="survey survey--result">
        <Subheading className="survey__step-heading">
          <span ref={focusWhenMoved} tabIndex={-1}>
            {block.resultHeading}
          </span>
        </Subheading>
        <FinanceProductItems products={ranked} ranked website={context.website} locale={context.locale} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            go(() => {
              setResult(undefined)
              setAnswers({})
              setStep(0)
            })
          }
        >
          <Trans>Umfrage neu starten</Trans>
        </button>
      </BlockSection>
    )
  }
  if (!question) return null

  const isLast = step === steps.length - 1
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!answers[question.id]) {
      setMissingAnswer(true)
      return
    }
    if (!isLast) return go(() => setStep(step + 1))
    const parsed = answersSchema(steps).safeParse(answers)
    // Every step was answered to get here; a failure means the questions changed underneath.
    if (!parsed.success) return go(() => setStep(0))
    go(() => setResult(parsed.data as Answers))
    convert('surveyCompleted')
  }
  const errorId = `${id}-error`
  const stepNumber = step + 1
  const stepCount = steps.length
  return (
    <BlockSection heading={block.heading} className="survey">
      <form className="survey__step" onSubmit={onSubmit} noValidate aria-label={block.heading}>
        <p className="survey__progress">
          <span key={step} ref={focusWhenMoved} tabIndex={-1}>
            {t`Frage ${stepNumber} von ${stepCount}`}
          </span>
        </p>
        <AnswerChoices
          question={question}
          name={`${id}-${question.id}`}
          value={answers[question.id]}
          onChange={(value) => {
            setMissingAnswer(false)
            setAnswers((previous) => ({ ...previous, [question.id]: value }))
          }}
          errorId={missingAnswer ? errorId : undefined}
        />
        {missingAnswer && (
          <p id={errorId} className="form-error" role="alert">
            <Trans>Bitte wählen Sie eine Antwort.</Trans>
          </p>
        )}
        <div className="survey__actions">
          {step > 0 && (
            <button type="button" className="button button--secondary" onClick={() => go(() => setStep(step - 1))}>
              <Trans>Zurück</Trans>
            </button>
          )}
          <button type="submit" className="button button--cta">
            {isLast ? <Trans>Ergebnis anzeigen</Trans> : <Trans>Weiter</Trans>}
          </button>
        </div>
      </form>
    </BlockSection>
  )
}
