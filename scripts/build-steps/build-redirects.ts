// Checks content/data/redirects.json against the pages and writes build/client/_redirects for static hosts.
import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { writeRedirectsFile } from './redirects/redirects-file.ts'

const clientDir = resolve(import.meta.dirname, '../../build/client')

await stat(join(clientDir, 'index.html')).catch(() => {
  throw new Error(`No build found in ${clientDir}: run react-router build first`)
})
try {
  const count = await writeRedirectsFile(clientDir)
  console.log(`build-redirects: wrote _redirects (${count} redirect${count === 1 ? '' : 's'})`)
} catch (error) {
  console.error(`Redirects failed:\n${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
