// A TCP relay on a free loopback port to another port, which a test can take down (every
// connection cut, new ones refused) and bring back on the same port: a database server stopping
// and starting, without stopping the one server the other tests share.
import { once } from 'node:events'
import { createConnection, createServer, type Server, type Socket } from 'node:net'

export type TcpProxy = { port: number; down: () => Promise<void>; up: () => Promise<void> }

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const up = async () => {
    server = createServer((client) => {
      const upstream = createConnection({ host: '127.0.0.1', port: targetPort })
      track(client)
      track(upstream)
      client.pipe(upstream).pipe(client)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
    })
    server.listen(port, '127.0.0.1')
    await once(server, 'listening')
    const address = server.address()
    if (address && typeof address === 'object') port = address.port
  }
  const down = async () => {
    const closed = server ? once(server, 'close') : Promise.resolve()
    server?.close()
    for (const socket of sockets) socket.destroy()
    await closed
  }
  await up()
  return { port, down, up }
}
