import { contentQueries } from '../../api/content/client.ts'
import { defineBlockView } from '../define-block.ts'
import { lazyBlockComponent } from '../lazy-block.tsx'
import type { CookiePolicyBlock } from './schema.ts'

// Its own chunk: only the cookie policy page needs the integrations' facts and this table.
export const cookiePolicyView = defineBlockView<CookiePolicyBlock>({
  ...lazyBlockComponent(() => import('./component.tsx').then((module) => module.CookiePolicy)),
  load: (_block, { locale, queryClient }) =>
    Promise.all([
      queryClient.ensureQueryData(contentQueries.cookieCategories()),
      queryClient.ensureQueryData(contentQueries.websiteCookies(locale)),
      queryClient.ensureQueryData(contentQueries.components(locale)),
    ]),
})
