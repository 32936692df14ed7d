// One consent category as a switch. The necessary category is always on and cannot be changed.
export function CategoryToggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string
  checked: boolean
  disabled: boolean
  onChange: (value: boolean) => void
}) {
  return (
    <label className="consent-toggle">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="consent-toggle__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="consent-toggle__label">{label}</span>
    </label>
  )
}
