// The minimal TanStack Start page (bench/fixtures/minimal-start): built with the installed
// @tanstack/react-start and Vite into the fixture's dist/ (git-ignored), then served by
// bench/fixtures/minimal-start/serve.ts (srvx, as server/serve.ts serves the site) with
// NODE_ENV=production on a free port. What the SSR bench sets the site's uncached render against.
// startFixtureServer builds and serves any such Start fixture the same way.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { resolve } from 'node:path'
import { freePort } from '../../tests/support/free-port.ts'
import { productionSecrets } from '../../tests/support/test-secrets.ts'

const fixture = resolve('bench/fixtures/minimal-start')
const serveScript = `${fixture}/serve.ts`

/** The minimal page's built client files (once startMinimalStartServer has built it). */
export const minimalStartClientDir = `${fixture}/dist/client`

export type MinimalStartServer = { url: string; pid: number; stop: () => Promise<void> }

export function startMinimalStartServer(): Promise<MinimalStartServer> {
  return startFixtureServer({ config: `${fixture}/vite.config.ts`, dist: `${fixture}/dist` })
}

/** Builds a Start fixture with `vite build --config <config> [...args]` and serves <dist>. */
export async function startFixtureServer(fixture: {
  config: string
  dist: string
  buildArgs?: string[]
}): Promise<MinimalStartServer> {
  execFileSync('npx', ['vite', 'build', '--config', fixture.config, ...(fixture.buildArgs ?? [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [serveScript, fixture.dist], {
    env: { ...process.env, NODE_ENV: 'production', ...productionSecrets(), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await once(child, 'exit')
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break
    if (
      await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, pid: child.pid ?? 0, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`the Start fixture ${fixture.config} did not start`)
}
