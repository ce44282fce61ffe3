import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { wordsPageAddress } from './words-pages.ts'

const repo = resolve(import.meta.dirname, '../../..')
const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function copy() {
  const root = mkdtempSync(join(tmpdir(), 'words-pages-'))
  roots.push(root)
  cpSync(join(repo, 'content/data'), join(root, 'content/data'), { recursive: true })
  return root
}

describe('the preview’s address of a words file’s page', () => {
  it('is the page its menu entry gives, a category’s own page included', () => {
    expect(wordsPageAddress(repo, 'categories', 'erp-solutions')).toBe('/services/erp-solutions')
    expect(wordsPageAddress(repo, 'categories', 'cybersecurity')).toBe('/cybersecurity')
    expect(wordsPageAddress(repo, 'solutions', 'userprovisioning')).toBe('/solutions/userprovisioning')
  })

  it('follows the menus as saved since, drafts included, and is undefined for words no menu names', () => {
    const root = copy()
    expect(wordsPageAddress(root, 'solutions', 'grantreportinghub')).toBeUndefined()
    const path = join(root, 'content/data/solution-menu.json')
    const menu = JSON.parse(readFileSync(path, 'utf8'))
    menu.solutions.push({
      slug: 'granthub',
      name: 'Grant Reporting Hub',
      key: 'grantreportinghub',
      draft: true,
    })
    writeFileSync(path, JSON.stringify(menu))
    expect(wordsPageAddress(root, 'solutions', 'grantreportinghub')).toBe('/solutions/granthub')
    expect(wordsPageAddress(root, 'elsewhere', 'grantreportinghub')).toBeUndefined()
    writeFileSync(path, '{')
    expect(wordsPageAddress(root, 'solutions', 'grantreportinghub')).toBeUndefined()
  })
})
