/** Needs `npm run build` first: the production server answers from build/client. */
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { BUDGET_PAGES, FIRST_RESPONSE_BYTES } from '../../scripts/bench/perf/budget.ts'
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  waitUntilListening,
} from '../fixtures/server-process.ts'
import { BUILT_SITE_TIMEOUTS, CLIENT_DIR } from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

let server: ServerProcess
let port: number
let dataDir: string

beforeAll(async () => {
  port = await freePort()
  dataDir = mkdtempSync(join(tmpdir(), 'gtf-first-response-'))
  server = startServerProcess({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: CLIENT_DIR,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  })
  await waitUntilListening(`http://127.0.0.1:${port}`, server.stderr)
})

afterAll(async () => {
  server?.child.kill()
  await server?.exited
  rmSync(dataDir, { recursive: true, force: true })
})

/** Every byte sent for one page, headers included, on a kept-alive connection. */
function firstResponse(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = Buffer.alloc(0)
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk])
      const headEnd = received.indexOf('\r\n\r\n')
      if (headEnd < 0) return
      const length = /^content-length: *(\d+)$/im.exec(received.subarray(0, headEnd).toString('latin1'))
      if (!length) return reject(new Error(`${path}: no Content-Length`))
      if (received.length >= headEnd + 4 + Number(length[1])) {
        socket.destroy()
        resolve(received)
      }
    })
    socket.on('error', reject)
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n`,
    )
  })
}

it.each(BUDGET_PAGES)(
  `%s arrives whole within a new connection's first ${FIRST_RESPONSE_BYTES} bytes`,
  async (path) => {
    const response = await firstResponse(path)
    const head = response.subarray(0, response.indexOf('\r\n\r\n')).toString('latin1')
    expect(head, path).toMatch(/^HTTP\/1\.1 200 /)
    expect(head, path).toMatch(/^content-encoding: br$/im)
    // Over the window the first paint waits one more round trip: trim what the page carries, not the budget.
    expect(response.length, `${path}: ${head}`).toBeLessThanOrEqual(FIRST_RESPONSE_BYTES)
  },
)
