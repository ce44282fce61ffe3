// `visible-text.ts OUT_DIR [BUILD_DIR]`: each built page's and the PDF's visible text, for `diff -r`.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { attributeOf, type PageNode, parsePage } from '../../../server/html/parse-page.ts'
import { extractPdfText } from '../../pdf/pdf-text.ts'

const HIDDEN = new Set(['script', 'style', 'template'])
const SPOKEN_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder']

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

function visibleLines(node: PageNode, lines: string[]): string[] {
  if (node.nodeName === '#text' && 'value' in node) {
    const text = tidy(node.value)
    if (text) lines.push(text)
    return lines
  }
  if ('tagName' in node) {
    if (HIDDEN.has(node.tagName)) return lines
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = attributeOf(node, name)
      if (value?.trim()) lines.push(`[${name}] ${tidy(value)}`)
    }
    if (node.tagName === 'meta' && attributeOf(node, 'name') === 'description')
      lines.push(`[description] ${tidy(attributeOf(node, 'content') ?? '')}`)
  }
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) visibleLines(child, lines)
  return lines
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

async function writeSnapshot(outDir: string, name: string, text: string) {
  const target = join(outDir, `${name}.txt`)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, text)
}

const [outArgument, buildArgument = 'build/client'] = process.argv.slice(2)
if (!outArgument) {
  console.error('usage: node scripts/build-steps/content/visible-text.ts OUT_DIR [BUILD_DIR]')
  process.exit(2)
}
const outDir = resolve(outArgument)
const clientDir = resolve(buildArgument)
await rm(outDir, { recursive: true, force: true })
let count = 0
for await (const path of filesUnder(clientDir)) {
  const name = relative(clientDir, path)
  if (path.endsWith('.html')) {
    const lines = visibleLines(parsePage(await readFile(path, 'utf8')), [])
    await writeSnapshot(outDir, name, `${lines.join('\n')}\n`)
  } else if (path.endsWith('.pdf')) {
    const text = await extractPdfText(await readFile(path))
    await writeSnapshot(outDir, name, `${text.replace(/(?<=[.:;]) /g, '\n')}\n`)
  } else continue
  count++
}
console.log(`visible-text: ${count} pages written to ${outDir}`)
