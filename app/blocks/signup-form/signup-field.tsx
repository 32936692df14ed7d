// One labelled input of the signup form with its message: linked by aria-describedby and marked
// aria-invalid, so a screen reader reads the problem with the field.
import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = {
  id: string
  label: ReactNode
  error?: string
  prefix?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'>

export function SignupField({ id, label, error, prefix, ...input }: Props) {
  const errorId = `${id}-error`
  return (
    <div className={`signup-field${error ? ' signup-field--invalid' : ''}`}>
      <label htmlFor={id} className="signup-field__label">
        {label}
      </label>
      <div className="signup-field__control">
        {prefix && (
          <span className="signup-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          className="signup-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </div>
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  )
}
