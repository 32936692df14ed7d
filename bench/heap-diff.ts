// What grew between two V8 heap snapshots (`.heapsnapshot`, as `SOAK_HEAP_SNAPSHOTS=1` or
// `node --heapsnapshot-signal` write them): the live heap of each (a snapshot collects garbage
// first), and the object kinds whose count or retained bytes rose most, by constructor name for
// objects and by type for strings, code, arrays and the rest. A terminal's answer to Chrome
// DevTools' comparison view, for a server that cannot be opened in DevTools.
// Run: node bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [rows=25]
import { readFileSync } from 'node:fs'

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

type Tally = Map<string, { count: number; bytes: number }>

/** Counts and self sizes of the snapshot's nodes, by kind. */
function tally(path: string): { total: number; kinds: Tally } {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Snapshot
  const fields = parsed.snapshot.meta.node_fields
  const typeNames = parsed.snapshot.meta.node_types[0]
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  if (Math.min(typeAt, nameAt, sizeAt) < 0) throw new Error(`${path} is not a V8 heap snapshot`)
  const kinds: Tally = new Map()
  let total = 0
  for (let at = 0; at < parsed.nodes.length; at += fields.length) {
    const type = typeNames[parsed.nodes[at + typeAt] ?? 0] ?? 'unknown'
    const name = parsed.strings[parsed.nodes[at + nameAt] ?? 0] ?? ''
    const bytes = parsed.nodes[at + sizeAt] ?? 0
    const kind = type === 'object' || type === 'closure' ? `${type} ${name}` : type
    const entry = kinds.get(kind) ?? { count: 0, bytes: 0 }
    entry.count += 1
    entry.bytes += bytes
    kinds.set(kind, entry)
    total += bytes
  }
  return { total, kinds }
}

const [beforePath, afterPath, rowsArg] = process.argv.slice(2)
if (!beforePath || !afterPath) {
  console.error('Usage: node bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [rows]')
  process.exit(2)
}
const before = tally(beforePath)
const after = tally(afterPath)
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(2)
console.log(
  `live heap ${mib(before.total)} -> ${mib(after.total)} MiB (${((after.total / before.total - 1) * 100).toFixed(1)} %)`,
)
const growth = [...new Set([...before.kinds.keys(), ...after.kinds.keys()])]
  .map((kind) => {
    const was = before.kinds.get(kind) ?? { count: 0, bytes: 0 }
    const is = after.kinds.get(kind) ?? { count: 0, bytes: 0 }
    return { kind, count: is.count - was.count, bytes: is.bytes - was.bytes, now: is.bytes }
  })
  .sort((a, b) => Math.abs(b.bytes) - Math.abs(a.bytes))
  .slice(0, Number(rowsArg ?? 25))
for (const row of growth)
  console.log(
    `${(row.bytes >= 0 ? '+' : '') + mib(row.bytes)} MiB  ${(row.count >= 0 ? '+' : '') + row.count} objects  (now ${mib(row.now)} MiB)  ${row.kind}`,
  )
