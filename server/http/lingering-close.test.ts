import { type AddressInfo, connect, type Socket } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_LINGERING_CLOSE,
  type LingeringCloseOptions,
  registerLingeringClose,
} from './lingering-close.ts'

const opened: FastifyInstance[] = []
const clients: Socket[] = []
afterEach(async () => {
  for (const socket of clients.splice(0)) socket.destroy()
  for (const app of opened.splice(0)) await app.close()
})

/** Refuses every upload by its headers; `serverClosed(n)` resolves once connection n (from 0) closed. */
async function startRefusingServer(options: Partial<LingeringCloseOptions> = {}) {
  const app = Fastify()
  opened.push(app)
  registerLingeringClose(app, { ...DEFAULT_LINGERING_CLOSE, ...options })
  app.addHook('onRequest', async (_request, reply) => reply.code(413).send({ error: 'payload_too_large' }))
  app.post('/upload', async () => ({ stored: true }))
  const closes: Promise<number>[] = []
  app.server.on('connection', (socket: Socket) => {
    const accepted = Date.now()
    closes.push(new Promise((resolve) => socket.once('close', () => resolve(Date.now() - accepted))))
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    port: (app.server.address() as AddressInfo).port,
    serverClosed: async (index: number) => {
      await waitFor(() => closes.length > index)
      return closes[index] as Promise<number>
    },
  }
}

interface Client {
  socket: Socket
  answer: () => string
  /** Resolves with how the connection ended: the server's FIN first ('end'), or only a close or reset. */
  closed: Promise<{ sawEnd: boolean; error?: string; afterMs: number }>
}

/** Half-open on purpose: it keeps its side open after the server's FIN, as a client still sending does. */
async function openUpload(port: number, headers: string): Promise<Client> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true })
  clients.push(socket)
  const started = Date.now()
  let answer = ''
  let sawEnd = false
  let error: string | undefined
  socket.on('data', (chunk) => {
    answer += chunk
  })
  socket.on('end', () => {
    sawEnd = true
  })
  socket.on('error', (failure: NodeJS.ErrnoException) => {
    error = failure.code ?? failure.message
  })
  const closed = new Promise<{ sawEnd: boolean; error?: string; afterMs: number }>((resolve) =>
    socket.once('close', () => resolve({ sawEnd, error, afterMs: Date.now() - started })),
  )
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  socket.write(`POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`)
  return { socket, answer: () => answer, closed }
}

const waitFor = async (condition: () => boolean) => {
  const deadline = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('lingering close after an early answer', () => {
  it('reads and drops the rest of the body after the answer, then closes without a reset', async () => {
    const { port } = await startRefusingServer()
    const bodyBytes = 4 * 1024 * 1024
    const client = await openUpload(port, `Content-Length: ${bodyBytes}\r\n`)
    await waitFor(() => client.answer().includes('payload_too_large'))
    expect(client.answer()).toMatch(/^HTTP\/1\.1 413/)
    expect(client.answer()).toMatch(/\r\nconnection: close\r\n/i)
    // Everything after the answer still goes out without an error.
    for (let sent = 0; sent < bodyBytes; sent += 64 * 1024) {
      const chunk = Buffer.alloc(Math.min(64 * 1024, bodyBytes - sent), 0x61)
      if (!client.socket.write(chunk)) await new Promise((resolve) => client.socket.once('drain', resolve))
    }
    // Done sending, the client closes its side as a browser does once it has the answer.
    client.socket.end()
    const { sawEnd, error } = await client.closed
    expect(error).toBeUndefined()
    expect(sawEnd).toBe(true)
  })

  it('cuts a body that goes on past the byte bound', async () => {
    const { port } = await startRefusingServer({ maxBytes: 256 * 1024, maxMs: 30_000 })
    const client = await openUpload(port, 'Transfer-Encoding: chunked\r\n')
    await waitFor(() => client.answer().includes('payload_too_large'))
    let sent = 0
    let closed = false
    void client.closed.then(() => {
      closed = true
    })
    const chunk = Buffer.alloc(16 * 1024, 0x61)
    while (!closed && sent < 128 * 1024 * 1024) {
      client.socket.write(`${chunk.length.toString(16)}\r\n`)
      client.socket.write(chunk)
      sent += chunk.length
      if (!client.socket.write('\r\n')) {
        await Promise.race([new Promise((resolve) => client.socket.once('drain', resolve)), client.closed])
      }
    }
    expect(closed).toBe(true)
    // Kernel buffers on both sides hold some of what was sent after the cut.
    expect(sent).toBeLessThan(32 * 1024 * 1024)
  })

  it('cuts a client that stops sending at the time bound', async () => {
    const { port, serverClosed } = await startRefusingServer({ maxMs: 300 })
    const client = await openUpload(port, 'Content-Length: 1000000\r\n')
    client.socket.write('{"a":"')
    const afterMs = await serverClosed(0)
    expect(client.answer()).toMatch(/^HTTP\/1\.1 413/)
    expect(afterMs).toBeGreaterThanOrEqual(300)
    expect(afterMs).toBeLessThan(5_000)
  })

  it('lets only so many connections linger at once; the next closes at once', async () => {
    const { port, serverClosed } = await startRefusingServer({ maxSockets: 1, maxMs: 20_000 })
    const first = await openUpload(port, 'Content-Length: 1000000\r\n')
    await waitFor(() => first.answer().includes('payload_too_large'))
    let firstClosed = false
    void serverClosed(0).then(() => {
      firstClosed = true
    })
    const second = await openUpload(port, 'Content-Length: 1000000\r\n')
    expect(await serverClosed(1)).toBeLessThan(5_000)
    await waitFor(() => second.answer().includes('payload_too_large'))
    expect(firstClosed).toBe(false)
  })

  it('closes a connection whose body had fully arrived as soon as the answer is out', async () => {
    const { port, serverClosed } = await startRefusingServer({ maxMs: 20_000 })
    const client = await openUpload(port, 'Content-Length: 2\r\n')
    client.socket.write('{}')
    expect(await serverClosed(0)).toBeLessThan(5_000)
    await waitFor(() => client.answer().includes('payload_too_large'))
  })
})
