import type { ReactNode } from 'react'

export type Fact = { label: string; value: ReactNode }

/** Label/value pairs as a description list. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className: string }) {
  return (
    <dl className={`fact-list ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="fact-list__item">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
