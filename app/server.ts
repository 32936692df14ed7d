// The server entry. Opening the content store here, when the server starts, means invalid content
// or configuration stops start-up with its message instead of failing the first visitor.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { getContentSource } from './server/content/content-runtime.server.ts'

getContentSource()

export default createServerEntry({
  fetch(request) {
    return handler.fetch(request)
  },
})
