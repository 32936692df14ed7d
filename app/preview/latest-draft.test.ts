import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { latestDraft } from './latest-draft.ts'

/** A CMS whose draft the test saves, and whose reads the test answers one at a time. */
function draftStore() {
  let saved = 'first draft'
  const reads: Array<() => void> = []
  return {
    save: (draft: string) => {
      saved = draft
    },
    /** A read takes the draft as saved when it begins, and answers when the test says. */
    read: () =>
      new Promise<string>((resolve) => {
        const seen = saved
        reads.push(() => resolve(seen))
      }),
    answerNext: async () => {
      while (reads.length === 0) await new Promise((resolve) => setTimeout(resolve, 1))
      reads.shift()?.()
    },
  }
}

describe('latestDraft', () => {
  it('does not answer a save with a read that began before it', async () => {
    const cms = draftStore()
    const queryClient = new QueryClient()
    const query = { queryKey: ['page', '/zahlungsmethoden/'], queryFn: cms.read, staleTime: 0 }
    const opening = latestDraft(queryClient, query)
    // The editor types while the pane is still reading the draft it opened with.
    cms.save('typed title')
    const afterSave = latestDraft(queryClient, query)
    await cms.answerNext()
    expect(await opening).toBe('first draft')
    await cms.answerNext()
    expect(await afterSave).toBe('typed title')
    expect(queryClient.getQueryData(query.queryKey)).toBe('typed title')
  })

  it('reads once when nothing is under way, even if the query was read a moment ago', async () => {
    const cms = draftStore()
    const queryClient = new QueryClient()
    const query = { queryKey: ['page', '/'], queryFn: cms.read, staleTime: 60_000 }
    const first = latestDraft(queryClient, query)
    await cms.answerNext()
    await first
    cms.save('second draft')
    const second = latestDraft(queryClient, query)
    await cms.answerNext()
    expect(await second).toBe('second draft')
  })

  it('answers with its own read when the read under way fails', async () => {
    let calls = 0
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const query = {
      queryKey: ['page', '/x/'],
      queryFn: async () => {
        calls += 1
        if (calls === 1) throw new Error('CMS unreachable')
        return 'draft'
      },
    }
    const failing = queryClient.fetchQuery(query).catch((error: Error) => error.message)
    expect(await latestDraft(queryClient, query)).toBe('draft')
    expect(await failing).toBe('CMS unreachable')
  })
})
