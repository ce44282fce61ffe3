/**
 * Runs last in `npm run build`, on the final HTML (404.html in place): hashes each page's inline scripts
 * and style attributes for its Content-Security-Policy, writes the manifest the server reads at start,
 * and the same headers as build/client/_headers for static hosts.
 */
import { resolve } from 'node:path'
import { writeSecurityFiles } from './security/write-security-files.ts'

const clientDir = resolve(import.meta.dirname, '../build/client')

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
