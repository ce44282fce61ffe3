import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { CLIENT_LOGO_VARIANT_DIR, clientLogoAsset } from '../../../content/client-logos.ts'
import { IMAGE_PUBLIC_DIR, imageVariantUrl } from '../../../content/images.ts'
import type { Client } from '../../../content/schema.ts'
import { encode, openUpload } from './encode.ts'

export interface LogoVariant {
  file: string
  width: number
  height: number
  bytes: number
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }

/** SVG is rasterized like the rest, so no script or reference inside an uploaded file reaches a page. */
async function fitInto(source: Buffer, width: number, height: number): Promise<Buffer> {
  return (await openUpload(source, width, height))
    .resize(width, height, { fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer()
}

/** Re-rendered on every build (milliseconds each), so a replaced or removed logo leaves nothing behind. */
export async function renderClientLogos(
  clients: readonly Client[],
  repoRoot: string,
  publicDir: string,
): Promise<LogoVariant[]> {
  const outputDir = join(publicDir, IMAGE_PUBLIC_DIR, CLIENT_LOGO_VARIANT_DIR)
  await rm(outputDir, { recursive: true, force: true })
  await mkdir(outputDir, { recursive: true })
  const written: LogoVariant[] = []
  for (const { logo } of clients) {
    if (!logo) continue
    const asset = clientLogoAsset(logo)
    const source = await readFile(join(repoRoot, logo))
    for (const width of asset.widths) {
      const height = Math.round((width * asset.height) / asset.width)
      const fitted = await fitInto(source, width, height)
      for (const format of asset.formats ?? []) {
        const file = join(publicDir, imageVariantUrl(asset, width, format))
        const { size } = await encode(sharp(fitted), format, asset.quality).toFile(file)
        written.push({ file, width, height, bytes: size })
      }
    }
  }
  return written
}
