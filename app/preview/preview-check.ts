// Whether a draft-preview token is good for a page, for the code the browser loads too (the live
// preview's server function): the request's server runtime checks it
// (app/server/content/preview-token.server.ts), so this module imports no server code. Kept apart
// from the server function's module, whose top-level code the build copies into a module of its own.
import { serverRuntime } from '../site/request-runtime.ts'

export function isValidPreview(token: string, path: string): boolean {
  return serverRuntime().content.verifyPreview(token, path).ok
}
