import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { ContentImage } from '../../ui/content-image.tsx'
import type { PaymentMethodName } from '../provider-queries.ts'
import { selectByIds } from '../select-by-ids.ts'

type Props = { ids: readonly string[]; providers: readonly PaymentMethodName[] }

/** The payment methods a casino accepts, as small logos named by their alt text. */
export function PaymentMethods({ ids, providers }: Props) {
  const { t } = useLingui()
  const labelId = useId()
  const accepted = selectByIds(providers, ids)
  if (accepted.length === 0) return null
  return (
    <div className="payment-methods">
      <p id={labelId} className="payment-methods__label">
        {t`Zahlungsmethoden`}
      </p>
      <ul className="payment-methods__items" aria-labelledby={labelId}>
        {accepted.map((provider) => (
          <li key={provider.id}>
            <ContentImage
              src={provider.logo}
              alt={provider.name}
              title={provider.name}
              width={56}
              height={28}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
