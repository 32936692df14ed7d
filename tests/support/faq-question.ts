// Where an editor clicks to open an FAQ's question from a draft preview with visual editing: on the
// question itself, which its block's outline lies over (app/preview/visual-editing/).
import type { FrameLocator, Page } from '@playwright/test'

/** Clicks the nth question (from 0) of the FAQ shown in scope (the page, or a pane framed in it). */
export async function clickQuestion(page: Page, scope: Page | FrameLocator, nth: number): Promise<void> {
  const question = scope.locator('.faq__item').nth(nth)
  await question.scrollIntoViewIfNeeded()
  const box = await question.boundingBox()
  if (!box) throw new Error(`question ${nth} is on the page`)
  await page.mouse.click(box.x + 30, box.y + box.height / 2)
}
