// GET /api/figures.csv?by=&from=&to=: the dashboard's figures as CSV, for administrators and
// operators only (checked here, on the server, whatever the admin shows).
import type { Endpoint } from 'payload'
import { seesFigures } from '../access/roles.ts'
import { figuresCsv, figuresQuery } from './figures.ts'

export const figuresCsvEndpoint: Endpoint = {
  path: '/figures.csv',
  method: 'get',
  handler: async (req) => {
    if (!seesFigures(req))
      return Response.json(
        { errors: [{ message: 'Only administrators and operators see the figures' }] },
        { status: 403 },
      )
    const query = figuresQuery(Object.fromEntries(new URL(req.url ?? '', 'http://cms').searchParams))
    if (!query.success) {
      const [issue] = query.error.issues
      return Response.json({ errors: [{ message: `${issue?.path.join('.')}: ${issue?.message}` }] }, { status: 400 })
    }
    const { by, from, to } = query.data
    return new Response(await figuresCsv(query.data), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="figures-by-${by}-${from}-${to}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
