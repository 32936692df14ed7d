import type { ReactNode } from 'react'

// One consent category as a switch. The necessary category is always on and cannot be changed.
// A native checkbox with role="switch" announces its state from `checked`; aria-checked on it is
// invalid HTML (W3C checker, tests/e2e/html-validity.e2e.ts).
export function CategoryToggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode
  checked: boolean
  disabled: boolean
  onChange: (value: boolean) => void
}) {
  return (
    <label className="consent-toggle">
      <input
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox's state is `checked`; ARIA in HTML forbids aria-checked on it
        role="switch"
        className="consent-toggle__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="consent-toggle__label">{label}</span>
    </label>
  )
}
