// What the browser reads back from the HTML (readServerHtmlBlocks, each view's fromServerHtml) needs
// a browser's DOM: tests/e2e/server-html-blocks.e2e.ts checks it on the real page.
import { describe, expect, test } from 'vitest'
import type { BlockEnvelope } from '../contracts/content/schemas.ts'
import { callToActionExample } from './call-to-action/block.ts'
import { faqExample } from './faq/block.ts'
import { richTextExample } from './rich-text/block.ts'
import { leaveOutServerHtmlBlocks } from './server-html-blocks.ts'
import { tableExample } from './table/block.ts'

describe('the blocks a page hands the browser', () => {
  test('carry only the type and id of each valid static block: its fields are in the HTML', () => {
    const blocks: BlockEnvelope[] = [richTextExample, { ...faqExample, id: 'faq' }, tableExample, callToActionExample]
    expect(leaveOutServerHtmlBlocks(blocks)).toEqual([
      { blockType: 'richText', inServerHtml: true },
      { blockType: 'faq', id: 'faq', inServerHtml: true },
      { blockType: 'table', inServerHtml: true },
      blocks[3],
    ])
  })

  test('keep an invalid static block and an unknown one as they are: no HTML shows them', () => {
    const blocks: BlockEnvelope[] = [
      { blockType: 'table', caption: 'Zeilen', columns: ['A', 'B'], rows: [['nur eine Zelle']] },
      { blockType: 'richText', html: '' },
      { blockType: 'noSuchBlock', html: '<p>x</p>' },
    ]
    expect(leaveOutServerHtmlBlocks(blocks)).toEqual(blocks)
  })

  test('leave the content they come from untouched (renders share it)', () => {
    const blocks: BlockEnvelope[] = [{ ...richTextExample }]
    const before = structuredClone(blocks)
    leaveOutServerHtmlBlocks(blocks)
    expect(blocks).toEqual(before)
  })
})
