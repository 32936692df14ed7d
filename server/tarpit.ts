// A refusal answered after a pause, as HAProxy's tarpit does: a client over its budget that floods
// the way scripts and load tools do (each connection waits for its answer before it sends again)
// then sends one request per connection per pause instead of thousands a second, and the visitors
// keep the server (docs/decisions/040-refusals-are-held.md). A held refusal costs a timer and an
// open socket; at most `maxHeld` are held at once, and past that a refusal is answered at once, so
// no number of connections makes the server hold without bound.
export type Tarpit = {
  /** The answer, after the pause (or at once, when `maxHeld` are already held). */
  hold<T>(answer: T): Promise<T>
  /** How many answers are held now. */
  readonly held: number
}

export function createTarpit({ pauseMs, maxHeld }: { pauseMs: number; maxHeld: number }): Tarpit {
  let held = 0
  return {
    async hold(answer) {
      if (held >= maxHeld) return answer
      held += 1
      try {
        await new Promise((resolve) => setTimeout(resolve, pauseMs))
      } finally {
        held -= 1
      }
      return answer
    },
    get held() {
      return held
    },
  }
}
