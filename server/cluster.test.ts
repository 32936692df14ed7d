import { once } from 'node:events'
import { createServer } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { closeOnlyAnsweredConnections } from './cluster.ts'

test('a stopping server keeps a connection whose read request waits behind an answer still being sent', async () => {
  // Larger than the loopback socket buffers: its answer is still being sent while the client reads nothing.
  const large = Buffer.alloc(16 * 1024 * 1024, 'x')
  const read: string[] = []
  const http = createServer((request, response) => {
    read.push(request.url ?? '')
    response.end(request.url === '/large' ? large : 'second answer')
  })
  closeOnlyAnsweredConnections(http)
  http.listen(0, '127.0.0.1')
  await once(http, 'listening')
  const socket = net.connect((http.address() as AddressInfo).port, '127.0.0.1')
  try {
    await once(socket, 'connect')
    socket.pause()
    // Two requests one after the other on one keep-alive connection, as a client reusing it sends them.
    socket.write('GET /large HTTP/1.1\r\nHost: a\r\n\r\nGET /second HTTP/1.1\r\nHost: a\r\n\r\n')
    await expect.poll(() => read, { timeout: 10_000 }).toEqual(['/large', '/second'])

    http.closeIdleConnections()

    const received: Buffer[] = []
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    socket.resume()
    await expect
      .poll(() => Buffer.concat(received).toString('latin1').endsWith('second answer'), { timeout: 10_000 })
      .toBe(true)
    const text = Buffer.concat(received).toString('latin1')
    expect(text.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2)
    // Answered, it is idle: the next sweep ends it.
    const ended = once(socket, 'end')
    http.closeIdleConnections()
    await ended
  } finally {
    socket.destroy()
    http.close()
  }
}, 30_000)
