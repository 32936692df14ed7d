import { beforeEach, expect, test, vi } from 'vitest'

// Each test gets the module anew: its slots are the page's one set.
let loadInTurn: typeof import('./route-preloads.ts').loadInTurn
let routePreloadConcurrency: number
beforeEach(async () => {
  vi.resetModules()
  ;({ loadInTurn, routePreloadConcurrency } = await import('./route-preloads.ts'))
})

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

test('at most four preloads run at a time; the rest start as slots free up', async () => {
  let running = 0
  let most = 0
  let started = 0
  const loads = Array.from({ length: 10 }, () => deferred())
  const done = loads.map((load) =>
    loadInTurn(true, async () => {
      started++
      running++
      most = Math.max(most, running)
      await load.promise
      running--
    }),
  )
  await vi.waitFor(() => expect(running).toBe(routePreloadConcurrency))
  expect(started).toBe(4)
  for (const load of loads) load.resolve()
  await Promise.all(done)
  expect(started).toBe(10)
  expect(most).toBe(4)
})

test('a navigation runs at once, even while every preload slot is taken', async () => {
  const blocked = Array.from({ length: 4 }, () => deferred())
  let running = 0
  for (const load of blocked)
    void loadInTurn(true, () => {
      running++
      return load.promise
    })
  await vi.waitFor(() => expect(running).toBe(4))
  await expect(loadInTurn(false, async () => 'page')).resolves.toBe('page')
  for (const load of blocked) load.resolve()
})

test('the page route loads a hovered link’s page in turn, and the page navigated to at once', async () => {
  // The module anew gave the test its own slots; the route must share them, so it is imported after.
  const { Route } = await import('../routes/$.tsx')
  const loader = Route.options.loader
  if (typeof loader !== 'function') throw new Error('the page route has no loader')
  const blocked = Array.from({ length: routePreloadConcurrency }, () => deferred())
  for (const load of blocked) void loadInTurn(true, () => load.promise)

  // The loader's first read is the country's locale: that read is the load starting.
  const started: string[] = []
  const loaderArguments = (name: string, preload: boolean) =>
    ({
      preload,
      context: {
        country: {
          get locale() {
            started.push(name)
            throw new Error('stops the load here')
          },
        },
      },
      location: {},
      deps: { listSearch: {} },
    }) as unknown as Parameters<typeof loader>[0]
  const hovered = Promise.resolve(loader(loaderArguments('hovered', true))).catch(() => undefined)
  const opened = Promise.resolve(loader(loaderArguments('opened', false))).catch(() => undefined)
  await opened
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(started).toEqual(['opened'])

  for (const load of blocked) load.resolve()
  await hovered
  expect(started).toEqual(['opened', 'hovered'])
})
