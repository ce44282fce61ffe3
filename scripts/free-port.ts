import { createServer } from 'node:net'

/** A loopback port nobody is listening on: bind port 0, note what the system gave, release it. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
