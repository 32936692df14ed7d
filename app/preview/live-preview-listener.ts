// Payload's live-preview listener, as the chunk of its own that only previews load (live-preview.tsx).
export { RefreshRouteOnSave as default } from '@payloadcms/live-preview-react'
