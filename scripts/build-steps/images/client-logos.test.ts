import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Client } from '../../../content/schema.ts'
import { renderClientLogos } from './client-logos.ts'

let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'logo-variants-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function writeSource(path: string, bytes: Buffer | string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), bytes)
}

const client = (mark: string, logo?: string): Client => ({
  name: `${mark} organization`,
  mark,
  sector: 'Federal',
  ...(logo ? { logo, logoAlt: `${mark} logo` } : {}),
})

const outputDir = () => join(root, 'public/img/client-logos')

describe('renderClientLogos', () => {
  it('fits raster and SVG logos into the same box at 1x and 2x in AVIF, WebP and PNG, keeping transparency', async () => {
    const wide = await sharp({ create: { width: 900, height: 100, channels: 4, background: '#1d3a6e' } })
      .png()
      .toBuffer()
    writeSource('assets/images/clients/clients/0/logo.png', wide)
    writeSource(
      'assets/images/clients/clients/1/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><script>alert(1)</script><circle cx="10" cy="10" r="9" fill="#b8860b"/></svg>',
    )
    const written = await renderClientLogos(
      [
        client('ONE', 'assets/images/clients/clients/0/logo.png'),
        client('TWO', 'assets/images/clients/clients/1/logo.svg'),
        client('THREE'),
      ],
      root,
      join(root, 'public'),
    )
    expect(readdirSync(outputDir()).sort()).toEqual(
      ['clients-0-logo', 'clients-1-logo'].flatMap((name) =>
        ['160.avif', '160.png', '160.webp', '320.avif', '320.png', '320.webp'].map((end) => `${name}-${end}`),
      ),
    )
    expect(written).toHaveLength(12)
    for (const { file, width, height } of written) {
      const metadata = await sharp(file).metadata()
      expect([metadata.width, metadata.height]).toEqual([width, height])
      expect(width / height).toBeCloseTo(160 / 48)
      expect(metadata.hasAlpha).toBe(true)
    }
    // The wide logo fills the width; the round one is centred with transparent sides.
    const round = await sharp(join(outputDir(), 'clients-1-logo-320.png'))
      .raw()
      .toBuffer({ resolveWithObject: true })
    const alphaAt = (x: number, y: number) => round.data[(y * round.info.width + x) * 4 + 3]
    expect(alphaAt(5, 48)).toBe(0)
    expect(alphaAt(160, 48)).toBe(255)
  })

  it('leaves no variant of a removed logo behind', async () => {
    mkdirSync(outputDir(), { recursive: true })
    writeFileSync(join(outputDir(), 'clients-5-logo-160.png'), 'stale')
    expect(await renderClientLogos([client('ONE')], root, join(root, 'public'))).toEqual([])
    expect(readdirSync(outputDir())).toEqual([])
  })
})
