// A full garbage collection in another Node process, through its inspector (node --inspect=PORT):
// what its memory holds after it is what the process keeps, not what V8 had not yet collected or
// kept reserved for its heap.

/** Runs a full, compacting collection in the process whose inspector listens on 127.0.0.1:port. */
export async function collectGarbage(port: number): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string
  }[]
  const address = targets[0]?.webSocketDebuggerUrl
  if (!address) throw new Error(`No inspector target on port ${port}`)
  const socket = new WebSocket(address)
  try {
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }))
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } }
        if (message.id !== 1) return
        if (message.error) reject(new Error(`collectGarbage: ${message.error.message}`))
        else resolve()
      }
      socket.onerror = () => reject(new Error(`The inspector on port ${port} did not answer`))
    })
  } finally {
    socket.close()
  }
}
