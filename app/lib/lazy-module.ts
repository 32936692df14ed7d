// Code some visitors never need (the consent dialog, a form), loaded the first time it is needed
// and read with React's use(). The promise is made once and marked settled the way React reads
// it, so once the module is there every render has it synchronously: the server loads it ahead
// (`preload` on the server), and a test awaits it before rendering. In the browser the first render
// that needs it suspends; while hydrating, React keeps the server's HTML until it is there.
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown }

export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Tracked<T> | undefined
  return () => {
    if (promise) return promise
    const tracked: Tracked<T> = load()
    tracked.status = 'pending'
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled'
        tracked.value = value
      },
      (reason: unknown) => {
        tracked.status = 'rejected'
        tracked.reason = reason
        // A failed download is tried again by the next render that needs it.
        promise = undefined
      },
    )
    promise = tracked
    return tracked
  }
}
