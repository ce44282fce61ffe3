import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean)

const SOURCE_FILE = /\.(ts|tsx|css)$/
const TEXT_FILE = /\.(ts|tsx|js|mjs|css|md|json|ya?ml|sh|html|txt)$|^\.ci\/run$|(^|\/)\.env\.example$/

function read(file: string): string {
  return readFileSync(join(root, file), 'utf8')
}

// Pointers outside the repository (a spec file, a tracker issue, a machine or folder); the facts belong here,
// the product's in tests/fixtures/spec-facts.ts.
const OUTSIDE_REFERENCES: [name: string, pattern: RegExp][] = [
  ['the specification file', /SPEC\.md/],
  ['an issue number', /\bissues? #?\d+\b/i],
  ['a working folder', /\/work\/(main|shared|wt-)/],
  ['the machine a change was made on', /\b(this|a development|the developer's) machine\b/i],
]

describe('the repository stands on its own', () => {
  const checked = trackedFiles.filter((file) => TEXT_FILE.test(file) && file !== 'package-lock.json')

  it('reads a meaningful set of files', () => {
    expect(checked.length).toBeGreaterThan(200)
  })

  it.each(OUTSIDE_REFERENCES)('no file refers to %s', (_name, pattern) => {
    const hits = checked.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : [],
        ),
    )
    expect(hits).toEqual([])
  })
})

/** Counts non-blank lines and the comment lines among them (line and block comments of TS and CSS). */
function countCommentLines(text: string): { lines: number; comments: number } {
  let lines = 0
  let comments = 0
  let inBlock = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    lines += 1
    if (inBlock) {
      comments += 1
      if (line.includes('*/')) inBlock = false
    } else if (line.startsWith('//')) {
      comments += 1
    } else if (line.startsWith('/*')) {
      comments += 1
      inBlock = !line.includes('*/')
    }
  }
  return { lines, comments }
}

describe('comments say why, briefly', () => {
  it('counts comment lines as it should', () => {
    expect(countCommentLines('// a\nconst x = 1\n\n/**\n * b\n */\nlet y /* c */\n')).toEqual({
      lines: 6,
      comments: 4,
    })
  })

  it('comment lines are under 5 % of the source lines', () => {
    const totals = trackedFiles
      .filter((file) => SOURCE_FILE.test(file) && !file.endsWith('.d.ts'))
      .map((file) => countCommentLines(read(file)))
      .reduce((sum, next) => ({ lines: sum.lines + next.lines, comments: sum.comments + next.comments }))
    expect(totals.lines).toBeGreaterThan(10_000)
    expect((100 * totals.comments) / totals.lines).toBeLessThan(5)
  })
})
