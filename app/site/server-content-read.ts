// How the server reads its own content API during SSR, without HTTP: the API's answer, already
// parsed with the call's schema (the server runtime's direct read, unless INTERNAL_API_URL sends
// reads over HTTP). status is what the API would have answered; result is there for a 200.
import type { z } from '../lib/zod.ts'

export type ServerContentRead = <T>(
  path: string,
  query: Record<string, string | readonly string[] | undefined> | undefined,
  schema: z.ZodMiniType<T>,
) => Promise<{ status: number; result?: ReturnType<z.ZodMiniType<T>['safeParse']> }>
