// Writes the capability statement PDF into the client build, so it is served static and cacheable.
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { CAPABILITY_PDF_FILENAME, renderCapabilityStatement } from './capability-statement.ts'

const clientDir = resolve(import.meta.dirname, '../../build/client')

try {
  const pdf = await renderCapabilityStatement()
  const target = join(clientDir, CAPABILITY_PDF_FILENAME)
  await writeFile(target, pdf)
  console.log(`Wrote ${target} (${(pdf.length / 1024).toFixed(1)} KB)`)
} catch (error) {
  console.error('Capability statement PDF failed:', error)
  process.exitCode = 1
}
