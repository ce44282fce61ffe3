// Usage: node scripts/bench/perf/report-first-load.ts [client-dir]
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { BUDGET_PAGES, FIRST_LOAD_JS_GZIP_BYTES, FIRST_LOAD_SCRIPT_FILES } from './budget.ts'
import { firstLoadScripts, htmlFileFor, renderBlockingStyles, totalBytes } from './first-load.ts'

const clientDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../../build/client'))
const format = (bytes: number) => `${bytes.toLocaleString('en-US')} B`
let overBudget = false

for (const path of BUDGET_PAGES) {
  const html = await readFile(htmlFileFor(clientDir, path), 'utf8')
  const scripts = await firstLoadScripts(clientDir, html)
  const styles = await renderBlockingStyles(clientDir, html)
  const total = totalBytes(scripts)
  const within = total <= FIRST_LOAD_JS_GZIP_BYTES && scripts.length <= FIRST_LOAD_SCRIPT_FILES
  overBudget ||= !within
  console.log(`${path}: ${format(total)} in ${scripts.length} files${within ? '' : ' (over budget)'}`)
  for (const file of [...scripts, ...styles]) console.log(`  ${file.path} ${format(file.gzipBytes)}`)
}
if (overBudget) process.exitCode = 1
