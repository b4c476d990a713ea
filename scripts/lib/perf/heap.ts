/**
 * A server's JavaScript heap in use after a full garbage collection, read through its inspector
 * (`node --inspect`, servers.ts): what stays alive between requests. The RSS does not tell: V8
 * keeps the pages it has grown to, so it climbs to a plateau under load and stays there.
 */
interface InspectorReply {
  id: number
  result?: { usedSize?: number }
  error?: { message: string }
}

export async function heapAfterGcBytes(inspectorUrl: string): Promise<number> {
  const socket = new WebSocket(inspectorUrl)
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener(
      'error',
      () => reject(new Error(`inspector ${inspectorUrl}: no connection`)),
      {
        once: true,
      },
    )
  })
  let lastId = 0
  const call = (method: string) =>
    new Promise<InspectorReply['result']>((resolve, reject) => {
      const id = ++lastId
      const onMessage = (event: MessageEvent) => {
        const reply = JSON.parse(String(event.data)) as InspectorReply
        if (reply.id !== id) return
        socket.removeEventListener('message', onMessage)
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`))
        else resolve(reply.result)
      }
      socket.addEventListener('message', onMessage)
      socket.send(JSON.stringify({ id, method }))
    })
  try {
    await call('HeapProfiler.collectGarbage')
    const usage = await call('Runtime.getHeapUsage')
    if (typeof usage?.usedSize !== 'number') throw new Error('Runtime.getHeapUsage: no usedSize')
    return usage.usedSize
  } finally {
    socket.close()
  }
}
