import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { STAFF_CSS } from '../../server/staff/staff-css.ts'
import { STAFF_LIVE_SCRIPT, STAFF_LIVE_SCRIPT_PATH } from '../../server/staff/staff-live-script.ts'
import { assertBuilt, CLIENT_DIR } from '../support/built-site.ts'

/** Keystatic is megabytes and needs a looser CSP (docs/decisions/031-content-editor.md); its API paths survive minification. */
const EDITOR_CODE = /keystatic/i
const TEXT_FILE = /\.(js|mjs|css|html|json|txt|xml)$/

/** The staff inbox's stylesheet and script live under /staff/assets and are served by the server alone. */
const STAFF_CODE = /\/staff\/assets\/|inbox-live|enquiry-announcer|tr\.unread|\.note-meta/

async function findFilesMatching(dir: string, marker: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const found: string[] = []
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    if (marker.test(await readFile(path, 'utf8'))) found.push(relative(dir, path))
  }
  return found
}

const findEditorCode = (dir: string) => findFilesMatching(dir, EDITOR_CODE)

/** The editor's site preview: its banner, its reload address and the mark it puts on a draft's name. */
const PREVIEW_CODE = /site-preview|__preview\/|\(Draft\)/

describe('the public build carries no content-editor code', () => {
  it('recognises the editor: its user interface and its API contain the marker', async () => {
    const editorDist = resolve(import.meta.dirname, '../../node_modules/@keystatic/core/dist')
    const found = await findEditorCode(editorDist)
    expect(found).toContain('keystatic-core-ui.js')
    expect(found).toContain('keystatic-core-api-generic.js')
  })

  it('no client file (scripts, styles, pages, data) contains it', async () => {
    assertBuilt()
    expect(await findEditorCode(CLIENT_DIR)).toEqual([])
  })
})

describe('the public build carries no staff inbox code', () => {
  it('recognises the inbox script and stylesheet by the marker', () => {
    expect(STAFF_CODE.test(STAFF_LIVE_SCRIPT)).toBe(true)
    expect(STAFF_CODE.test(STAFF_LIVE_SCRIPT_PATH)).toBe(true)
    expect(STAFF_CODE.test(STAFF_CSS)).toBe(true)
  })

  it('no client file (scripts, styles, pages, data) contains it', async () => {
    assertBuilt()
    expect(await findFilesMatching(CLIENT_DIR, STAFF_CODE)).toEqual([])
  })
})

describe('the public build carries no site preview code', () => {
  it('recognises the preview by the marker', async () => {
    const dir = resolve(import.meta.dirname, '../../scripts/editor/preview')
    for (const file of ['preview-banner.ts', 'draft-view.ts'])
      expect(PREVIEW_CODE.test(await readFile(join(dir, file), 'utf8')), file).toBe(true)
  })

  it('no client file (scripts, styles, pages, data) contains it', async () => {
    assertBuilt()
    expect(await findFilesMatching(CLIENT_DIR, PREVIEW_CODE)).toEqual([])
  })
})
