import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { rebuildKeepingLastGood } from './rebuild-keeping-last-good.ts'

let root: string
let buildDir: string
const page = () => readFileSync(join(buildDir, 'client/index.html'), 'utf8')
const hasPage = () => existsSync(join(buildDir, 'client/index.html'))

/** What a bundler does: empties its output first, then writes part of the new site and perhaps fails. */
const buildThat = (succeeds: boolean) => () => {
  rmSync(buildDir, { recursive: true, force: true })
  mkdirSync(join(buildDir, 'client'), { recursive: true })
  if (succeeds) writeFileSync(join(buildDir, 'client/index.html'), 'new site')
  return succeeds
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'last-good-'))
  buildDir = join(root, 'build')
  mkdirSync(join(buildDir, 'client'), { recursive: true })
  writeFileSync(join(buildDir, 'client/index.html'), 'last good site')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

it('keeps the last good site when a rebuild fails part way', async () => {
  expect(await rebuildKeepingLastGood(buildDir, buildThat(false), hasPage)).toBe('kept-last-good')
  expect(page()).toBe('last good site')
  expect(existsSync(`${buildDir}.last-good`)).toBe(false)
})

it('replaces the site and drops the old one when the rebuild succeeds', async () => {
  expect(await rebuildKeepingLastGood(buildDir, buildThat(true), hasPage)).toBe('built')
  expect(page()).toBe('new site')
  expect(existsSync(`${buildDir}.last-good`)).toBe(false)
})

it('reports a failure when there was no good site to fall back on', async () => {
  rmSync(buildDir, { recursive: true, force: true })
  expect(await rebuildKeepingLastGood(buildDir, buildThat(false), hasPage)).toBe('failed')
})
