// Whether a draft-preview token is good for a page, for the code the browser loads too (the live
// preview's server function). The server entry (app/server.ts) hands in the check
// (app/server/content/preview-token.server.ts), so this module imports no server code. Kept apart
// from the server function's module, whose top-level code the build copies into a module of its own.
type PreviewCheck = (token: string, path: string) => boolean

let check: PreviewCheck | undefined

export function setPreviewCheck(previewCheck: PreviewCheck): void {
  check = previewCheck
}

export function isValidPreview(token: string, path: string): boolean {
  if (!check) throw new Error('No preview check: the server entry (app/server.ts) provides it')
  return check(token, path)
}
