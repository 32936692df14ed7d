// The cockpit's endpoints, for administrators and operators only (checked here, on the server,
// whatever the admin shows): GET /api/figures.csv, a breakdown as CSV with the view's query string;
// POST /api/figures/retry?lead=, a failed lead made due again (back to the view it came from).
import type { Endpoint, PayloadRequest } from 'payload'
import { retryFailedDelivery } from '../../../app/server/cms-contract.server.ts'
import { seesFigures } from '../access/roles.ts'
import { adminLanguage } from '../admin-language.ts'
import { breakdownCsv, cockpitQuery, leadsDatabase } from './figures.ts'
import { figuresTexts } from './figures-texts.ts'

const forbidden = (req: PayloadRequest) =>
  Response.json({ errors: [{ message: figuresTexts[adminLanguage(req.i18n?.language)].forbidden }] }, { status: 403 })

const searchOf = (req: PayloadRequest) => new URL(req.url ?? '', 'http://cms').searchParams

export const figuresCsvEndpoint: Endpoint = {
  path: '/figures.csv',
  method: 'get',
  handler: async (req) => {
    if (!seesFigures(req)) return forbidden(req)
    const query = cockpitQuery(Object.fromEntries(searchOf(req)))
    if (!query.success) {
      const [issue] = query.error ?? []
      return Response.json({ errors: [{ message: `${issue?.path.join('.')}: ${issue?.message}` }] }, { status: 400 })
    }
    const { by, from, to } = query.data
    return new Response(await breakdownCsv(query.data), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="figures-by-${by}-${from}-${to}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}

export const retryLeadEndpoint: Endpoint = {
  path: '/figures/retry',
  method: 'post',
  handler: async (req) => {
    if (!seesFigures(req)) return forbidden(req)
    const search = searchOf(req)
    const lead = Number(search.get('lead'))
    const retried = Number.isSafeInteger(lead) && lead > 0 && (await retryFailedDelivery(leadsDatabase(), lead))
    // Back only to the figures view: the parameter never sends the browser elsewhere.
    const back = search.get('back')?.startsWith('/admin/figures?') ? (search.get('back') as string) : '/admin/figures?'
    return new Response(null, {
      status: 303,
      headers: { location: `${back}&retried=${retried ? 'ok' : 'no'}#health`, 'cache-control': 'no-store' },
    })
  },
}
