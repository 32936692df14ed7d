import { useSuspenseQuery } from '@tanstack/react-query'
import type { BlockComponentProps } from '../define-block.ts'
import { listedCasinosQuery } from './listed-casinos-query.ts'
import { RankedCasinos } from './ranked-casinos.tsx'
import type { CasinoListBlock } from './schema.ts'

export function CasinoList({ block, context }: BlockComponentProps<CasinoListBlock>) {
  const { data: ranked } = useSuspenseQuery(listedCasinosQuery(context.website, context.locale, block))
  return (
    <RankedCasinos
      heading={block.heading}
      className="casino-list"
      casinos={ranked}
      website={context.website}
      locale={context.locale}
    />
  )
}
