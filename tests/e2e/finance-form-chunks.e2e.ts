// The forms (survey, lead qualifier, signup) come in chunks of their own (app/blocks/lazy-block.tsx):
// a page without a form never downloads their code, and a page with one loads its form's chunk
// before it hydrates, so the form takes input as soon as the rest of the page does (decision 019).
import { firstLoad } from '../support/first-load.ts'
import { expect, test } from '../support/fixtures.ts'

const formPages = { survey: '/kreditcheck/', leadQualifier: '/kredit-finden/', signup: '/anmelden/' }

test("a page without a form loads none of the forms' code; each form page loads its own chunk before hydrating", async ({
  page,
}) => {
  const withoutForm = new Set((await firstLoad(page, '/')).js.keys())
  const formChunks: Record<string, string[]> = {}
  for (const [form, path] of Object.entries(formPages)) {
    const scripts = [...(await firstLoad(page, path)).js.keys()]
    formChunks[form] = scripts.filter((script) => !withoutForm.has(script))
    expect(formChunks[form], `${path} loads code / does not`).not.toEqual([])
  }
  // Three forms, three chunks: no form page loads another form's code.
  const all = Object.values(formChunks).flat()
  expect(new Set(all).size).toBe(all.length)
})
