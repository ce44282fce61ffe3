// Runs last, on the final HTML: inline script and style hashes go into each page's CSP.
import { resolve } from 'node:path'
import { writeSecurityFiles } from './security/write-security-files.ts'

const clientDir = resolve(import.meta.dirname, '../../build/client')

try {
  const summary = await writeSecurityFiles(clientDir)
  console.log(
    `build-security-headers: ${summary.pages} pages, ${summary.scriptHashes} inline script hashes, ` +
      `${summary.styleHashes} style attribute hashes; wrote _inline-hashes.json and _headers (${summary.rules} rules)`,
  )
} catch (error) {
  console.error('Security headers failed:', error)
  process.exitCode = 1
}
