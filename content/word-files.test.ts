import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { categoryWordsKeys, solutionWordsKeys } from './word-file-keys.ts'
import { categoryWordFiles, readFolder, solutionWordFiles } from './word-files.ts'

const repo = resolve(import.meta.dirname, '..')
const namesIn = (folder: string) =>
  readdirSync(resolve(repo, 'content/data', folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort()

describe('the words files of categories and solutions', () => {
  it('are every file of their folders, by file name, under Vite', () => {
    expect(Object.keys(categoryWordFiles)).toEqual(namesIn('categories'))
    expect(Object.keys(solutionWordFiles)).toEqual(namesIn('solutions'))
    expect(categoryWordsKeys).toEqual(namesIn('categories'))
    expect(solutionWordsKeys).toEqual(namesIn('solutions'))
  })

  it('read the same under plain Node as under Vite', () => {
    expect(readFolder('categories')).toEqual(categoryWordFiles)
    expect(readFolder('solutions')).toEqual(solutionWordFiles)
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('./content/word-files.ts'); const k = await import('./content/word-file-keys.ts'); console.log(JSON.stringify([Object.keys(m.categoryWordFiles), k.solutionWordsKeys]))",
      ],
      { cwd: repo, encoding: 'utf8' },
    )
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual([namesIn('categories'), namesIn('solutions')])
  })
})
