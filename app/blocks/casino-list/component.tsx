import { useLoadedQuery } from '../../api/query-reads.ts'
import { isListNarrowed, listQueryString } from '../../contracts/list-search.ts'
import type { BlockComponentProps } from '../define-block.ts'
import { NarrowedToNothing } from '../list-controls.tsx'
import { CasinoListControls } from './casino-list-controls.tsx'
import { casinoListSearch, listedCasinosQuery } from './listed-casinos-query.ts'
import { RankedCasinos } from './ranked-casinos.tsx'
import type { CasinoListBlock } from './schema.ts'

export function CasinoList({ block, context }: BlockComponentProps<CasinoListBlock>) {
  const search = casinoListSearch(block, context.listSearch)
  const { data: ranked } = useLoadedQuery(listedCasinosQuery(context.website, context.locale, block, search))
  return (
    <RankedCasinos
      heading={block.heading}
      className="casino-list"
      casinos={ranked}
      website={context.website}
      locale={context.locale}
      controls={
        <CasinoListControls
          offered={block.visitorFilters ?? []}
          search={search}
          shown={ranked.length}
          locale={context.locale}
        />
      }
      empty={isListNarrowed(search) ? <NarrowedToNothing /> : undefined}
      listKey={listQueryString(search)}
    />
  )
}
