// Starts the production build as `npm run serve` serves it (NODE_ENV=production) on a free port,
// with its own content and leads databases in a temporary folder, and waits until it answers.
// Builds first when dist/ is missing. Every bench that needs the site uses this.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port.ts'
import { productionSecrets } from './test-secrets.ts'

export type ProductionServer = {
  url: string
  child: ChildProcess
  /** Its leads database (LEADS_DB_PATH), for benches that check what it stored. */
  leadsDb: string
  stop: () => Promise<void>
}

function ensureBuild(): void {
  if (existsSync('dist/server/server.js')) return
  console.log('dist/ is missing: npm run build')
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
}

/**
 * The production server of one site (SITE_ID, default the German site 90). `stderr` 'ignore' drops
 * its error log, 'pipe' leaves it on `child.stderr` for the bench or test to read. `env` adds to or overrides its environment,
 * `nodeArgs` go to node before the script (`--cpu-prof` for bench/profile-ssr.ts).
 */
export async function startProductionServer({
  siteId = '90',
  locale = 'de-DE',
  stderr = 'inherit' as 'inherit' | 'ignore' | 'pipe',
  env = {} as Record<string, string>,
  nodeArgs = [] as string[],
  /** A port chosen beforehand, e.g. one a CMS was told to call; otherwise a free one. */
  port = 0,
  /** Another copy's build to serve (its server/, dist/, content/ and node_modules), for a before/after comparison. */
  root = '',
} = {}): Promise<ProductionServer> {
  if (!root) ensureBuild()
  port ||= await freePort()
  const dir = mkdtempSync(join(tmpdir(), `bench-${siteId}-`))
  const leadsDb = join(dir, 'leads.sqlite')
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'server/serve.ts'], {
    ...(root && { cwd: root }),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...productionSecrets(),
      SITE_ID: siteId,
      PORT: String(port),
      HOST: '127.0.0.1',
      CONTENT_DB_PATH: join(dir, 'content.sqlite'),
      LEADS_DB_PATH: leadsDb,
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await once(child, 'exit')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) break
    const ready = await fetch(`${url}/api/content/menus?locale=${locale}`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { url, child, leadsDb, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`the production server (SITE_ID=${siteId}) did not start`)
}
