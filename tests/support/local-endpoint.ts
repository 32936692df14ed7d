// A real HTTP endpoint on loopback that the code under test posts to (a partner's lead endpoint, an
// ad platform's API): it reads each request's body and the test's subclass answers it. It stops and
// starts again on the same port, as a service that is down and comes back.
import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { freePort } from './free-port.ts'

export abstract class LocalEndpoint {
  port = 0
  private server: Server | undefined

  /** Answers one request, whose body has been read whole. */
  protected abstract answer(request: IncomingMessage, body: string, response: ServerResponse): void

  async start() {
    this.port ||= await freePort()
    this.server = createServer(async (request, response) => {
      let body = ''
      for await (const chunk of request) body += chunk
      this.answer(request, body, response)
    }).listen(this.port, '127.0.0.1')
    await once(this.server, 'listening')
  }

  async stop() {
    this.server?.closeAllConnections()
    await new Promise((resolve) => this.server?.close(resolve))
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }
}
