/**
 * Ends the current task and resumes in a new one, so that a long piece of start-up work does not
 * block input as one task. scheduler.yield where the browser has it (resumed ahead of other
 * tasks, and not throttled in a hidden tab as timers are), a timer elsewhere.
 * (build/start-after-first-paint.ts has its own copy: it runs as an inline script and imports nothing.)
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve))
}
