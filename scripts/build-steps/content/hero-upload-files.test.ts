import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findDataProblems } from '../../../content/check-data.ts'
import { dataFiles } from '../../../content/data-files.ts'
import { HERO_UPLOAD_MAX_BYTES } from '../../../content/hero-uploads.ts'
import { diskFiles } from './content-files.ts'
import { findHeroUploadProblems } from './hero-upload-files.ts'

const repo = resolve(import.meta.dirname, '../../..')
const HOME = dataFiles.home.path
const UPLOAD = 'assets/images/uploads/home/heroSlides/0/image/upload.jpg'
const WHERE = `${HOME}: Banner slide "Federal Expertise You Can Rely On", image.upload`

let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hero-uploads-gate-'))
  for (const { path } of Object.values(dataFiles)) cpSync(join(repo, path), join(root, path))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function setFirstSlidePicture(image: Record<string, unknown>) {
  const file = join(root, HOME)
  const data = JSON.parse(readFileSync(file, 'utf8'))
  data.heroSlides[0].image = { ...data.heroSlides[0].image, ...image }
  writeFileSync(file, JSON.stringify(data))
}

function writePicture(path: string, bytes: Buffer | string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), bytes)
}

const picture = (width: number, format: 'jpeg' | 'avif' = 'jpeg') =>
  sharp({ create: { width, height: Math.round((width * 9) / 16), channels: 3, background: '#1d3a6e' } })
    .toFormat(format)
    .toBuffer()

const schemaProblems = () => findDataProblems((path) => readFileSync(join(root, path), 'utf8'))

describe('uploaded banner pictures at the gate', () => {
  it('accepts a wide enough JPEG, AVIF or SVG with its description', async () => {
    writePicture(UPLOAD, await picture(1920))
    writePicture('assets/images/uploads/home/1.avif', await picture(1280, 'avif'))
    writePicture(
      'assets/images/uploads/home/2.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>',
    )
    setFirstSlidePicture({ upload: UPLOAD })
    const file = join(root, HOME)
    const data = JSON.parse(readFileSync(file, 'utf8'))
    data.heroSlides[1].image.upload = 'assets/images/uploads/home/1.avif'
    data.heroSlides[2].image.upload = 'assets/images/uploads/home/2.svg'
    data.heroSlides[3].image.upload = null
    writeFileSync(file, JSON.stringify(data))
    expect(schemaProblems()).toEqual([])
    expect(await findHeroUploadProblems(diskFiles(root))).toEqual([])
  }, 60_000)

  it('refuses a picture outside the uploads folder or with a short description', () => {
    setFirstSlidePicture({ upload: 'assets/images/uploads/../../package.json', alt: 'A picture' })
    expect(schemaProblems()).toEqual([
      `${HOME}: Banner slide "Federal Expertise You Can Rely On", image.alt: must be at least 20 characters long (it has 9)`,
      `${HOME}: Banner slide "Federal Expertise You Can Rely On", image.upload: must be a JPEG, PNG, WebP, AVIF or SVG file uploaded in the editor`,
    ])
  }, 60_000)

  it('refuses a missing file, naming the file, the slide and what to do', async () => {
    setFirstSlidePicture({ upload: UPLOAD })
    expect(await findHeroUploadProblems(diskFiles(root))).toEqual([
      `${WHERE}: ${UPLOAD} does not exist; upload the picture again in the editor`,
    ])
  }, 60_000)

  it('refuses a file that is not a picture by its bytes, whatever its name', async () => {
    writePicture(UPLOAD, 'GIF89a not really a picture')
    setFirstSlidePicture({ upload: UPLOAD })
    expect(await findHeroUploadProblems(diskFiles(root))).toEqual([
      `${WHERE}: the picture is not a JPEG, PNG, WebP, AVIF or SVG image, whatever its name says; save it in one of those formats and upload it again`,
    ])
  }, 60_000)

  it('refuses a picture narrower than 1280 pixels', async () => {
    writePicture(UPLOAD, await picture(1279))
    setFirstSlidePicture({ upload: UPLOAD })
    expect(await findHeroUploadProblems(diskFiles(root))).toEqual([
      `${WHERE}: the picture is 1279 pixels wide, narrower than the 1280 a banner picture must be so it stays sharp on wide screens; upload a larger one (1920 × 1080 is ideal)`,
    ])
  }, 60_000)

  it('refuses a file over the size limit, and checks category slides too', async () => {
    const category = Object.values(dataFiles).find(({ path }) => path.includes('/categories/'))?.path ?? ''
    const large = Buffer.concat([await picture(1920), Buffer.alloc(HERO_UPLOAD_MAX_BYTES + 1024 * 1024)])
    writePicture(UPLOAD, large)
    const file = join(root, category)
    const data = JSON.parse(readFileSync(file, 'utf8'))
    data.heroSlides = [
      { id: 'one', image: { asset: 'heroAiAnalytics', upload: UPLOAD, alt: 'x'.repeat(20) } },
    ]
    writeFileSync(file, JSON.stringify(data))
    expect(await findHeroUploadProblems(diskFiles(root))).toEqual([
      `${category}: Banner slide "one", image.upload: the picture is 6 MB, more than the 5 MB a banner picture may be; save it as a JPEG 1920 pixels wide and upload it again`,
    ])
  }, 60_000)
})
