import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, expect, it, vi } from 'vitest'
import { BUILT_SITE_TIMEOUTS, type BuiltSite, CLIENT_DIR, loadBuiltSite } from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

/** One JVM run checks every file, because starting the checker costs more than checking a page. Needs Java 11+. */

const run = promisify(execFile)
const VNU_JAR: string = String(createRequire(import.meta.url)('vnu-jar'))
const TIMEOUT_MS = 180_000

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

let site: BuiltSite

beforeAll(async () => {
  site = await loadBuiltSite({ parse: false })
})

async function requireJava(): Promise<void> {
  try {
    await run('java', ['-version'])
  } catch {
    throw new Error(
      'No `java` on PATH: the HTML check runs the Nu Html Checker, which needs Java 11+ (apt-get install default-jre-headless).',
    )
  }
}

it(
  'every built page passes the Nu Html Checker without errors',
  async () => {
    await requireJava()
    const files = site.builtPages.map((page) => join(CLIENT_DIR, page.file))
    const started = performance.now()
    // Warnings (such as "trailing slash on void elements", which HTML allows) are advice; the report is read from stderr either way.
    const result = await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
      if (typeof error.stderr === 'string' && error.stderr.trim().startsWith('{')) return error
      throw error
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const report = JSON.parse(result.stderr ?? '') as { messages: VnuMessage[] }
    const pageOf = (url = '') => url.replace(`file:${CLIENT_DIR}/`, '')
    const errors = report.messages
      .filter((message) => message.type !== 'info')
      .map(
        (message) =>
          `${pageOf(message.url)}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}`,
      )
    expect(errors).toEqual([])
    console.info(`html validity: ${files.length} pages valid (Nu Html Checker, ${seconds} s)`)
    expect(files.length).toBe(site.pages.size + 1)
  },
  TIMEOUT_MS,
)
