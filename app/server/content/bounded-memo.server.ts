// A memo that keeps at most `limit` entries, dropping the least recently used: request parameters
// (a names list, say) can vary without end, memory must not.
export class BoundedMemo<V> {
  readonly #entries = new Map<string, V>()

  readonly limit: number

  constructor(limit: number) {
    this.limit = limit
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined) {
      // Re-inserting moves the key to the end of the Map's order: most recently used.
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  set(key: string, value: V) {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
  }

  delete(key: string) {
    this.#entries.delete(key)
  }

  /** Every entry, least recently used first; looking does not count as a use. */
  entries(): IterableIterator<[string, V]> {
    return this.#entries.entries()
  }
}
