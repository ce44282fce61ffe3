import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

export interface LingeringCloseOptions {
  /** Body bytes read and dropped from the answer on, at most. */
  maxBytes: number
  /** How long a connection may stay open after its answer while the client still sends. */
  maxMs: number
  /** Connections lingering at once; beyond it an answer closes its connection at once, as Node does. */
  maxSockets: number
}

/** Room for the rest of any body a form could send (25 MB and more), on any line that finishes in time. */
export const DEFAULT_LINGERING_CLOSE: LingeringCloseOptions = {
  maxBytes: 32 * 1024 * 1024,
  maxMs: 10_000,
  maxSockets: 64,
}

const declaresBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0

// Node destroys the socket after an early answer (413, 503…), so late bytes make the kernel reset it and a
// client still writing may lose the answer. Instead: half-close, then drain within byte and time bounds.
export function registerLingeringClose(app: FastifyInstance, options: LingeringCloseOptions): void {
  const lingering = new Set<Socket>()
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw
    if (raw.complete || !declaresBody(raw)) return payload
    reply.header('Connection', 'close')
    lingerAfterAnswer(raw, lingering, options)
    return payload
  })
  // A server that stops does not wait out anyone's upload.
  app.addHook('preClose', async () => {
    for (const socket of lingering) socket.destroy()
  })
}

/** Node ends a `Connection: close` answer with `socket.destroySoon()`; this socket lingers instead. */
function lingerAfterAnswer(request: IncomingMessage, lingering: Set<Socket>, options: LingeringCloseOptions) {
  const socket = request.socket
  // Read from here on: Node would otherwise dump the body, dropping its bytes before they can be counted.
  let dropped = 0
  let lingers = false
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (lingers && dropped > options.maxBytes) socket.destroy()
  })
  // A body parser that gave up may still hold the stream paused or piped; nothing reads it for the request now.
  request.unpipe()
  request.resume()
  socket.destroySoon = () => {
    // Back to the prototype's, which is also the fallback once too many connections linger.
    Reflect.deleteProperty(socket, 'destroySoon')
    if (lingering.size >= options.maxSockets) {
      socket.destroySoon()
      return
    }
    lingers = true
    linger(socket, request, lingering, options.maxMs)
  }
}

function linger(socket: Socket, request: IncomingMessage, lingering: Set<Socket>, maxMs: number) {
  lingering.add(socket)
  const deadline = setTimeout(() => socket.destroy(), maxMs)
  deadline.unref()
  socket.once('close', () => {
    clearTimeout(deadline)
    lingering.delete(socket)
  })
  // Sends FIN after the answer: the client may read it to the end while it finishes sending.
  socket.end()
  // Once the whole body has been read nothing is left to reset the connection, so it closes cleanly.
  const closeOnceAnswered = () => {
    if (socket.writableFinished) socket.destroy()
    else socket.once('finish', () => socket.destroy())
  }
  if (request.readableEnded) closeOnceAnswered()
  else request.once('end', closeOnceAnswered)
}
