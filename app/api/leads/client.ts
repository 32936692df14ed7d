// Typed client for the leads API (SPEC section 7). Calls go without credentials: the API needs no
// cookies, everything it stores travels in the body. Answers are parsed with the contract.
import { errorMessages } from '../../contracts/error-messages.ts'
import {
  type ClientIdRequest,
  clientIdResponseSchema,
  type ImpressionRequest,
  type ImpressionResponse,
  impressionResponseSchema,
  type UserEventRequest,
  userEventResponseSchema,
} from '../../contracts/leads/schemas.ts'
import { apiBase } from '../api-base.ts'
import { type RequestOptions, request, requestParsed } from '../http-client.ts'

type Transport = Pick<RequestOptions, 'fetch' | 'signal'>

const post = (body: unknown, transport: Transport = {}): RequestOptions => ({
  method: 'POST',
  body,
  credentials: 'omit',
  ...transport,
})

function hasImpressionId(body: unknown): boolean {
  const impression =
    typeof body === 'object' && body !== null ? (body as { impression?: unknown }).impression : undefined
  return (
    typeof impression === 'object' && impression !== null && typeof (impression as { id?: unknown }).id === 'string'
  )
}

export const leadsApi = {
  /** Fails with 'Could not get impression id from response' when the answer has no impression id. */
  async impression(body: ImpressionRequest, transport?: Transport): Promise<ImpressionResponse> {
    const answer = await request(apiBase(), '/impression', post(body, transport))
    if (!hasImpressionId(answer)) throw new Error(errorMessages.noImpressionId)
    return impressionResponseSchema.parse(answer)
  },
  userEvent: (body: UserEventRequest, transport?: Transport) =>
    requestParsed(userEventResponseSchema, apiBase(), '/user-events', post(body, transport)),
  clientId: (body: ClientIdRequest, transport?: Transport) =>
    requestParsed(clientIdResponseSchema, apiBase(), '/client-id', post(body, transport)),
}
