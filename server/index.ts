import { resolve } from 'node:path'
import { createApp } from './app.ts'
import { readEnv } from './env.ts'

/** The one file that reads the environment, builds the app and listens. */
const env = readEnv()
const clientDir = resolve(env.SITE_DIR ?? resolve(import.meta.dirname, '../build/client'))
const app = await createApp({ clientDir, logLevel: env.LOG_LEVEL })

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  // close() stops accepting connections and waits for requests in flight.
  await app.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port: env.PORT, host: env.HOST })
