// Where an editor clicks in a draft preview with visual editing (app/preview/visual-editing/): on a
// part of a block (an FAQ's question, an author, a provider's card), which the block's outline lies over.
import type { FrameLocator, Page } from '@playwright/test'

/**
 * Clicks the nth element matching part (from 0) inside the first block of blockType shown in scope
 * (a page, or a pane framed in one). The point is taken relative to the block's outline, in one
 * look at the page, so a page or pane that scrolls meanwhile cannot move the click elsewhere.
 */
export async function clickPart(scope: Page | FrameLocator, blockType: string, part: string, nth = 0) {
  const block = scope.locator(`[data-block-type="${blockType}"]`).first()
  const position = await block.evaluate(
    (element, [selector, index]) => {
      const target = element.querySelectorAll(selector)[index]?.getBoundingClientRect()
      if (!target) throw new Error(`${selector} ${index} is in the block`)
      const outline = element.getBoundingClientRect()
      return { x: target.left - outline.left + 10, y: target.top - outline.top + target.height / 2 }
    },
    [part, nth] as const,
  )
  await block.locator('.visual-editing__outline').click({ position })
}

/** Clicks the nth question (from 0) of the FAQ shown in scope. */
export const clickQuestion = (scope: Page | FrameLocator, nth: number) => clickPart(scope, 'faq', '.faq__item', nth)
