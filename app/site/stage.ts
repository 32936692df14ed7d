// The deployment stage (STAGE): what is sent to Sentry, which tools are on, whether HSTS is sent.
// Plain zod, no framework import, so the production server script can read it too.
import { z } from '../lib/zod.ts'

export const stageSchema = z.enum(['development', 'preview', 'production'])
export type Stage = z.infer<typeof stageSchema>

/** STAGE, defaulting to production for NODE_ENV=production and development otherwise. */
export function stageFromEnv(env: Record<string, string | undefined>): Stage {
  return stageSchema.parse(env.STAGE ?? (env.NODE_ENV === 'production' ? 'production' : 'development'))
}
