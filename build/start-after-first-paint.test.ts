import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type StartManifest, startAfterFirstPaint, withScriptsAfterFirstPaint } from './start-after-first-paint.ts'

const built: StartManifest = {
  routes: {
    __root__: {
      preloads: [
        '/assets/index-a.js',
        '/assets/shared-b.js',
        '/assets/rolldown-runtime-d.js',
        '/assets/libraries-e.js',
      ],
      scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-a.js' } }],
    },
    '/$': { preloads: ['/assets/route-c.js'] },
  },
}

describe('withScriptsAfterFirstPaint', () => {
  const rewritten = withScriptsAfterFirstPaint(built)
  const root = rewritten.routes.__root__

  test("moves the root preloads and entry into one inline loader script, the chunks in their layers' order", () => {
    expect(root?.preloads).toBeUndefined()
    expect(root?.scripts).toHaveLength(1)
    const loader = root?.scripts?.[0]
    expect(loader?.attrs).toBeUndefined()
    expect(loader?.children).toMatch(/^\(function startAfterFirstPaint\(/)
    expect(loader?.children).toContain(
      '("/assets/index-a.js",["/assets/rolldown-runtime-d.js","/assets/libraries-e.js","/assets/shared-b.js"],function yieldToMain(',
    )
  })

  test('refuses an entry that imports a chunk in no layer: the loader would not know when to evaluate it', () => {
    const stray: StartManifest = {
      routes: { __root__: { ...built.routes.__root__, preloads: ['/assets/index-a.js', '/assets/route-c.js'] } },
    }
    expect(() => withScriptsAfterFirstPaint(stray)).toThrow(/imports \/assets\/route-c\.js, which is in no chunk layer/)
  })

  test("leaves other routes' preloads and the built manifest alone", () => {
    expect(rewritten.routes['/$']).toEqual({ preloads: ['/assets/route-c.js'] })
    expect(built.routes.__root__?.preloads).toHaveLength(4)
  })

  test('refuses a manifest without a root entry script, so a changed Start format fails the build', () => {
    expect(() => withScriptsAfterFirstPaint({ routes: { __root__: { preloads: [] } } })).toThrow(/no root entry script/)
  })
})

describe('startAfterFirstPaint', () => {
  const log: string[] = []
  const links: string[] = []
  /**
   * Modules that note their evaluation in the log, as the layers and the entry the loader imports;
   * new files for each test, since a module evaluates once.
   */
  function chunks() {
    const dir = mkdtempSync(join(tmpdir(), 'loader-'))
    const chunk = (name: string) => {
      const file = join(dir, `${name}.mjs`)
      writeFileSync(file, `globalThis.loaderLog.push(${JSON.stringify(name)})\n`)
      return pathToFileURL(file).href
    }
    return {
      libraries: chunk('libraries'),
      shared: chunk('shared'),
      entry: chunk('entry'),
      missing: pathToFileURL(join(dir, 'missing.mjs')).href,
    }
  }

  /** A hidden tab (it starts at once), whose head collects the modulepreload links. */
  function hiddenTab(existingLinks: string[] = []) {
    vi.stubGlobal('loaderLog', log)
    vi.stubGlobal('document', {
      visibilityState: 'hidden',
      querySelector: (selector: string) => existingLinks.find((href) => selector.includes(`"${href}"`)) ?? null,
      createElement: () => ({}),
      head: { append: (link: { href: string }) => links.push(link.href) },
    })
  }
  const nextTask = async () => {
    log.push('next task')
  }

  afterEach(() => {
    vi.unstubAllGlobals()
    log.length = 0
    links.length = 0
  })

  test('preloads every chunk at once, then evaluates the layers in order, a task apart, the entry last', async () => {
    const { libraries, shared, entry } = chunks()
    hiddenTab()
    startAfterFirstPaint(entry, [libraries, shared], nextTask)
    expect(links).toEqual([libraries, shared, entry])
    await vi.waitFor(() => expect(log).toContain('entry'))
    expect(log).toEqual(['libraries', 'next task', 'shared', 'next task', 'entry'])
  })

  test('a layer that fails to load does not keep the later ones and the entry from loading', async () => {
    const { missing, shared, entry } = chunks()
    hiddenTab()
    startAfterFirstPaint(entry, [missing, shared], nextTask)
    await vi.waitFor(() => expect(log).toContain('entry'))
    expect(log).toEqual(['next task', 'shared', 'next task', 'entry'])
  })

  test('does nothing when run again after the page has started (Start re-running its scripts)', async () => {
    const { libraries, shared, entry } = chunks()
    hiddenTab([entry])
    startAfterFirstPaint(entry, [libraries, shared], nextTask)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(links).toEqual([])
    expect(log).toEqual([])
  })
})
