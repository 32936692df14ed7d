// What the page route's loader needs for a draft preview, as one chunk the route loads only for a
// preview: its latest draft, and where its live-preview messages come from.
export { latestDraft } from './latest-draft.ts'
export { livePreviewConfigQuery } from './live-preview-config.ts'
