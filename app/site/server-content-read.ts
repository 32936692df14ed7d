// How the server reads its own content API during SSR, without HTTP: the API's answer, already
// parsed with the call's schema (the server runtime's direct read, unless INTERNAL_API_URL sends
// reads over HTTP). status is what the API would have answered; result is there for a 200.
import type { ContentRead } from '../contracts/content/content-query.ts'
import type { z } from '../lib/zod.ts'

/** The typed read goes to the API's core as it is: no URL is built to be parsed back. */
export type ServerContentRead = <T>(
  read: ContentRead,
  schema: z.ZodMiniType<T>,
) => Promise<{ status: number; result?: ReturnType<z.ZodMiniType<T>['safeParse']> }>
