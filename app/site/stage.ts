// The deployment stage (STAGE): what is sent to Sentry, which tools are on, whether HSTS is sent.
// The server's configuration (app/server/runtime) reads it; the browser learns it from the runtime config.
import { z } from '../lib/zod.ts'

export const stageSchema = z.enum(['development', 'preview', 'production'])
export type Stage = z.infer<typeof stageSchema>
