// Runs once when the CMS server starts: Payload's job schedule (scheduled publishing) starts with
// the server. Payload starts it on an admin's first request only, so a CMS that only serves its
// REST API would otherwise never publish at the chosen time.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('./payload.config.ts')])
  await getPayload({ config, cron: true })
}
