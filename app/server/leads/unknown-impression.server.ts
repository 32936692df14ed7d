// Events and client ids belong to an impression the API created; anything else is bad input.
import { leadsErrorResponse } from './leads-responses.server.ts'

export const unknownImpression = (field: string): Response =>
  leadsErrorResponse(400, { code: 'unknown_impression', message: `${field}: no such impression`, field })
