import { describe, expect, test } from 'vitest'
import { blockContext, seedContent } from '../../../tests/support/content-fixtures.ts'
import { createTestQueryClient, renderBlockToHtml } from '../../../tests/support/render-to-html.tsx'
import { authorBoxView } from './view.ts'

const render = (authorId: string) =>
  renderBlockToHtml(
    authorBoxView,
    { blockType: 'authorBox', authorId },
    blockContext,
    seedContent(createTestQueryClient()),
  )

describe('AuthorBox', () => {
  test('shows avatar, name, role, bio and expertise', async () => {
    const html = await render('lena-hoffmann')
    expect(html).toMatch(
      /<img class="author-box__avatar" src="\/authors\/lena-hoffmann.webp" alt="" width="96" height="96"/,
    )
    expect(html).toMatch(/<h2 [^>]*class="author-box__name">Lena Hoffmann<\/h2>/)
    expect(html).toContain('Chefredakteurin')
    expect(html).toContain('Testet Online Casinos seit 2015.')
    expect(html).toContain('<li>Casino Boni</li><li>Zahlungsmethoden</li>')
  })

  test('renders nothing for an author the CMS does not have', async () => {
    expect(await render('nobody')).toBe('')
  })
})
