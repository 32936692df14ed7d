import { expect, test } from '../support/fixtures.ts'

// The e2e server runs the production stage without BLOCK_GALLERY: the gallery does not exist there.
// (That it renders every block is tests/integration/block-gallery.int.test.ts.)
test('the block gallery is off in production: 404', async ({ request }) => {
  const response = await request.get('/_blocks/')
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toContain('block-gallery')
})
