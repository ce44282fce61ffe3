// Runs last, on the final HTML: inline script and style hashes go into each page's CSP.
import { readApiOrigin } from '../../server/http/api-origin.ts'
import { clientDirectory } from './build-directory.ts'
import { writeSecurityFiles } from './security/write-security-files.ts'

const clientDir = clientDirectory()

try {
  const apiOrigin = readApiOrigin()
  const summary = await writeSecurityFiles(clientDir, apiOrigin)
  console.log(
    `build-security-headers: ${summary.pages} pages, ${summary.scriptHashes} inline script hashes, ` +
      `${summary.styleHashes} style attribute hashes; wrote _inline-hashes.json and _headers (${summary.rules} rules)` +
      (apiOrigin ? `; the forms send to ${apiOrigin}` : ''),
  )
} catch (error) {
  console.error('Security headers failed:', error)
  process.exitCode = 1
}
