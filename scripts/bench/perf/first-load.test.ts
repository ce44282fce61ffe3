import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstLoadScripts, renderBlockingStyles } from './first-load.ts'

/** A built page whose markup and chunks are written differently from today's framework output. */
const page = [
  '<!DOCTYPE html><html><head>',
  '<link href="/assets/manifest.js" rel=modulepreload>',
  "<link media='all' href='/assets/app.css' rel='stylesheet'>",
  '<link rel="stylesheet" href="/assets/print.css" media="print">',
  '</head><body><main>Text</main>',
  '<script async type=module>',
  'await new Promise((start) => start());',
  "const [route0] = await Promise.all([import('/assets/route.js')]);",
  'import("/assets/entry.js");',
  '</script></body></html>',
].join('')

const files: Record<string, string> = {
  'assets/manifest.js': 'window.manifest = {};',
  'assets/route.js': 'export{a as default}from"./shared.js";',
  'assets/shared.js': 'import"./framework.js";export const a = 1; const later = () => import("./lazy.js");',
  'assets/framework.js': 'export const react = {};',
  'assets/entry.js': 'import{react}from"./framework.js";',
  'assets/lazy.js': 'export const lazy = 1;',
  'assets/app.css': 'body{color:black}',
  'assets/print.css': 'body{color:gray}',
}

let clientDir: string

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'first-load-'))
  await mkdir(join(clientDir, 'assets'))
  for (const [file, text] of Object.entries(files)) await writeFile(join(clientDir, file), text)
})

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true })
})

describe('first load', () => {
  it("counts the page's preloads and bootstrap imports with every module they import statically, not lazy ones", async () => {
    const paths = (await firstLoadScripts(clientDir, page)).map((download) => download.path).sort()
    expect(paths).toEqual([
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/manifest.js',
      '/assets/route.js',
      '/assets/shared.js',
    ])
  })

  it('counts the stylesheets that apply to the first paint, not those for print', async () => {
    expect((await renderBlockingStyles(clientDir, page)).map((download) => download.path)).toEqual([
      '/assets/app.css',
    ])
  })
})
