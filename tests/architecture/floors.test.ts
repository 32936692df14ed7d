// The floors of app/ (docs/DESIGN.md, "Floors"): every folder of app/ stands on one floor and
// imports only from its own floor or below; app/server/ is imported only by the routes and the
// server entry; and the folders form no import cycle. Biome enforces the floors per import
// (noRestrictedImports in biome.json); this test reads the whole graph, so it also catches a folder
// no floor names, a cycle within a floor, and a biome.json that forgot a folder.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { app, root, sourceFiles } from './app-sources.ts'

/** Floor by folder of app/; the files directly in app/ (the entries and the router) are on floor 5. */
const floors = {
  1: ['lib', 'contracts', 'site', 'security'],
  2: [
    'api',
    'i18n',
    'errors',
    'consent',
    'attribution',
    'integrations',
    'products',
    'signups',
    'machines',
    'routing',
    'preview',
  ],
  3: ['ui'],
  4: ['blocks', 'templates', 'page', 'visit', 'styles'],
  5: ['routes', 'client.tsx', 'router.tsx', 'server.ts', 'start.ts'],
} as const
/** Server-only code: stands beside floor 4, and only floor 5 imports it. */
const serverOnly = 'server/'

type Floor = keyof typeof floors
const floorOf = new Map<string, Floor>()
for (const [floor, folders] of Object.entries(floors))
  for (const folder of folders) floorOf.set(folder, Number(floor) as Floor)

/** The folder of app/ a file belongs to (its first path segment), or the file itself directly in app/. */
function folderOf(file: string): string {
  const [first = '', second] = path.relative(app, file).split(path.sep)
  return first === 'server' && second !== undefined ? serverOnly : first
}

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g

type Edge = { from: string; to: string; file: string; specifier: string }

function importEdges(): Edge[] {
  const edges: Edge[] = []
  for (const file of sourceFiles(app)) {
    if (file.endsWith('routeTree.gen.ts')) continue
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    for (const match of source.matchAll(importPattern)) {
      const specifier = (match[1] ?? match[2] ?? '').replace(/\?.*$/, '')
      const target = path.resolve(path.dirname(file), specifier)
      if (!target.startsWith(app + path.sep)) continue
      const from = folderOf(file)
      const to = folderOf(target)
      if (from !== to) edges.push({ from, to, file: path.relative(root, file), specifier })
    }
  }
  return edges
}

/** Strongly connected components of more than one folder (Tarjan). */
function cycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>()
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (folder: string) => {
    index.set(folder, index.size)
    low.set(folder, index.get(folder) ?? 0)
    stack.push(folder)
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(to) ?? 0))
      } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder) ?? 0, index.get(to) ?? 0))
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = []
      let top: string | undefined
      do {
        top = stack.pop()
        if (top !== undefined) component.push(top)
      } while (top !== folder && top !== undefined)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder)
  return found
}

const edges = importEdges()
const describeEdge = ({ file, specifier }: Edge) => `${file} imports ${specifier}`

describe('the floors of app/', () => {
  test('every folder of app/ stands on a floor', () => {
    const entries = readdirSync(app).filter((name) => !/^(server|routeTree\.gen\.ts|.*\.d\.ts)$/.test(name))
    expect(entries.filter((name) => !floorOf.has(name))).toEqual([])
  })

  test('no folder imports from a floor above its own', () => {
    const upward = edges.filter(({ from, to }) => {
      const fromFloor = from === serverOnly ? 4 : floorOf.get(from)
      const toFloor = to === serverOnly ? 4 : floorOf.get(to)
      return fromFloor !== undefined && toFloor !== undefined && toFloor > fromFloor
    })
    expect(upward.map(describeEdge)).toEqual([])
  })

  test('only the routes and the server entry import app/server/', () => {
    const intoServer = edges.filter(({ from, to }) => to === serverOnly && floorOf.get(from) !== 5)
    expect(intoServer.map(describeEdge)).toEqual([])
  })

  test('the folders of app/ form no import cycle', () => {
    expect(edges.length).toBeGreaterThan(100)
    expect(cycles(edges)).toEqual([])
  })

  test('biome.json forbids each folder the floors above it and app/server/', () => {
    type Override = { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }
    type Rule = { options?: { patterns?: { group: string[] }[] } }
    const { overrides } = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as { overrides: Override[] }
    const forbidden = (folder: string): string[] => {
      // The last override that names the folder is the one Biome applies.
      const override = overrides.findLast(({ includes }) => includes.includes(`app/${folder}/**`))
      const rule = override?.linter?.rules?.style?.noRestrictedImports as Rule | undefined
      return (rule?.options?.patterns ?? []).flatMap(({ group }) => group)
    }
    const pattern = (name: string) => (/\.tsx?$/.test(name) ? `**/${name}` : `**/${name}/**`)
    for (const [floor, folders] of Object.entries(floors)) {
      const above = Object.entries(floors)
        .filter(([other]) => Number(other) > Number(floor))
        .flatMap(([, names]) => names.map(pattern))
      if (above.length === 0) continue
      for (const folder of folders) {
        expect(forbidden(folder), `app/${folder}/ on floor ${floor}`).toEqual(
          expect.arrayContaining([...above, '**/server/**']),
        )
      }
    }
  })
})
