// Reads a V8 CPU profile (`node --cpu-prof`, the .cpuprofile JSON): self time per function and per
// package, as shares of the busy time (everything but idle and the garbage collector's own node).
type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
}
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

type Row = { name: string; where: string; ms: number; percent: number }
export type ProfileSummary = {
  totalMs: number
  busyMs: number
  functions: Row[]
  packages: Omit<Row, 'where'>[]
}

const idleFrames = new Set(['(idle)', '(program)'])

/** node_modules/<package> (scoped too), else the app's own file, else V8's frame name. */
function packageOf(url: string, functionName: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (match?.[1]) return match[1]
  if (url.includes('/dist/server/')) return 'app (dist/server)'
  if (url.startsWith('node:')) return 'node internals'
  return url ? url.replace(/^.*\/(?=[^/]+$)/, '') : functionName
}

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMs = new Map<number, number>()
  let totalMs = 0
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000
    totalMs += ms
    selfMs.set(id, (selfMs.get(id) ?? 0) + ms)
  })
  const functions = new Map<string, Row>()
  const packages = new Map<string, number>()
  let busyMs = 0
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame
    if (!frame || idleFrames.has(frame.functionName)) continue
    busyMs += ms
    const where = frame.url ? `${frame.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${frame.lineNumber + 1}` : ''
    const name = frame.functionName || '(anonymous)'
    const key = `${name} ${where}`
    const row = functions.get(key) ?? { name, where, ms: 0, percent: 0 }
    row.ms += ms
    functions.set(key, row)
    const pkg = packageOf(frame.url, name)
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms)
  }
  const share = (ms: number) => (busyMs ? (ms / busyMs) * 100 : 0)
  return {
    totalMs,
    busyMs,
    functions: [...functions.values()].map((row) => ({ ...row, percent: share(row.ms) })).sort((a, b) => b.ms - a.ms),
    packages: [...packages].map(([name, ms]) => ({ name, ms, percent: share(ms) })).sort((a, b) => b.ms - a.ms),
  }
}
