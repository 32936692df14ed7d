/**
 * Ends the current task and resumes in a new one, so that a long piece of start-up work does not
 * block input as one task. scheduler.yield where the browser has it (resumed ahead of other
 * tasks, and not throttled in a hidden tab as timers are), a timer elsewhere.
 * Self-contained: the page's inline loader carries its source (build/start-after-first-paint.ts).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve))
}
