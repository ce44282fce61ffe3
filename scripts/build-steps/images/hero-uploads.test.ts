import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { heroUploadAsset } from '../../../content/hero-uploads.ts'
import { imageAssets, imageVariantUrl } from '../../../content/images.ts'
import { renderHeroUploads } from './hero-uploads.ts'

let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hero-uploads-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function writeSource(path: string, bytes: Buffer | string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), bytes)
}

/** Left half navy, right half gold: a center crop of a 4:3 picture keeps both. */
const twoTone = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d3a6e' } })
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 3, background: '#c9a227' } },
        left: width / 2,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer()

const outputDir = () => join(root, 'public/img/hero-uploads')

describe('renderHeroUploads', () => {
  it('renders an upload like a built-in hero: the same widths, formats and 16:9 box, cover-cropped from the center', async () => {
    const upload = 'assets/images/uploads/home/heroSlides/0/image/upload.jpg'
    writeSource(upload, await twoTone(1600, 1200))
    const written = await renderHeroUploads([upload], root, join(root, 'public'))

    const asset = heroUploadAsset(upload)
    const builtIn = imageAssets.heroFederalExpertise
    expect({ ...asset, id: '' }).toEqual({ ...builtIn, id: '' })
    const expected = builtIn.widths.flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) =>
        join(root, 'public', imageVariantUrl(asset, width, format)),
      ),
    )
    expect(written.map(({ file }) => file).sort()).toEqual(expected.sort())
    for (const { file, width, height } of written) {
      const metadata = await sharp(file).metadata()
      expect([metadata.width, metadata.height], file).toEqual([width, Math.round((width * 1080) / 1920)])
      expect(height).toBe(metadata.height)
    }
    const largest = await sharp(join(root, 'public', imageVariantUrl(asset, 1920, 'jpeg')))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number) => [...largest.data.subarray(x * 3, x * 3 + 3)]
    // Cover, not contain: both edges are picture, no letterbox, and the halves meet in the middle.
    expect(pixel(10)[2]).toBeGreaterThan(90)
    expect(pixel(1910)[0]).toBeGreaterThan(170)
  }, 120_000)

  it('rasterizes an SVG upload, dropping its script, and clears pictures no longer used', async () => {
    writeSource('public/img/hero-uploads/old-picture-640.avif', 'stale')
    const upload = 'assets/images/uploads/categories/0/image/upload.svg'
    writeSource(
      upload,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><script>alert(1)</script><rect width="160" height="90" fill="#1d3a6e"/></svg>',
    )
    const written = await renderHeroUploads([upload], root, join(root, 'public'))
    expect(written).toHaveLength(12)
    expect(readdirSync(outputDir())).not.toContain('old-picture-640.avif')
    expect((await sharp(written[0]?.file).metadata()).format).toBe('heif')
  }, 120_000)
})
