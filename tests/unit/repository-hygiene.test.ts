import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean)

const TEXT_FILE = /\.(ts|tsx|js|mjs|css|md|json|ya?ml|sh|html|txt)$|^\.ci\/run$|(^|\/)\.env\.example$/

function read(file: string): string {
  return readFileSync(join(root, file), 'utf8')
}

/**
 * Words that point a reader at something outside the repository: a specification file they cannot
 * open, a tracker's issue, the machine or working folder a change was made on. The facts themselves
 * belong here instead (the specification's in tests/fixtures/spec-facts.ts).
 */
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
