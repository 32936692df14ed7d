// One question as a group of radio buttons: a fieldset whose legend is the question, so the
// arrow keys move between answers and screen readers announce the question with each.
import type { Question } from './questions.ts'

type Props = {
  question: Question
  name: string
  value: string | undefined
  onChange: (value: string) => void
  errorId?: string
}

export function AnswerChoices({ question, name, value, onChange, errorId }: Props) {
  return (
    <fieldset className="answer-choices" aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend className="answer-choices__legend">{question.question}</legend>
      {question.options.map((option) => (
        <label key={option.value} className="answer-choices__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
