import { describe, expect, test } from 'vitest'
import { openRedirectTargets } from '../../security/open-redirect-vectors.ts'
import { sameHostTarget } from './handle-outbound-click.server.ts'

const product = new URL('https://www.nordlicht-casino.de/')

describe('sameHostTarget (the ?to= deep link of /go/)', () => {
  test.each(openRedirectTargets)('%j is refused or stays on the operator host over https', (to) => {
    const target = sameHostTarget(product, to)
    if (target === undefined) return
    expect(target.protocol).toBe('https:')
    expect(target.host).toBe(product.host)
    expect(target.username + target.password).toBe('')
  })

  test('a deep link on the operator host is followed', () => {
    expect(sameHostTarget(product, 'https://www.nordlicht-casino.de/bonus?x=1')?.toString()).toBe(
      'https://www.nordlicht-casino.de/bonus?x=1',
    )
  })
})
