/**
 * Resolves in a task after the browser's next frame, so what follows runs once the frame that
 * shows the current change has been painted: an answer to a click paints first, and the work it
 * starts comes after. A page that paints no frame (a hidden tab) resumes after `latestMs` instead.
 */
export const afterNextPaint = (latestMs = 100) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, latestMs)
    // The frame's callbacks run before it paints; a task queued from one runs after the paint.
    requestAnimationFrame(() => setTimeout(resolve))
  })
