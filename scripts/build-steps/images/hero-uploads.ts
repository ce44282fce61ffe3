import { mkdir, readFile, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { HERO_UPLOAD_VARIANT_DIR, heroUploadAsset } from '../../../content/hero-uploads.ts'
import { IMAGE_FORMATS, IMAGE_PUBLIC_DIR, imageVariantUrl } from '../../../content/images.ts'
import type { LogoVariant } from './client-logos.ts'
import { encode, openUpload } from './encode.ts'

/** Cover-cropped from the center, so any upload fills the same 16:9 box as the built-in illustrations. */
async function coverCrop(source: Buffer, width: number, height: number): Promise<Buffer> {
  return (await openUpload(source, width, height))
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'center' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer()
}

/** Re-rendered on every build into a cleared folder, so a replaced or removed picture leaves nothing behind. */
export async function renderHeroUploads(
  uploads: readonly string[],
  repoRoot: string,
  publicDir: string,
): Promise<LogoVariant[]> {
  await rm(join(publicDir, IMAGE_PUBLIC_DIR, HERO_UPLOAD_VARIANT_DIR), { recursive: true, force: true })
  const written: LogoVariant[] = []
  for (const upload of uploads) {
    const asset = heroUploadAsset(upload)
    const source = await readFile(join(repoRoot, upload))
    for (const width of asset.widths) {
      const height = Math.round((width * asset.height) / asset.width)
      const raster = await coverCrop(source, width, height)
      for (const format of IMAGE_FORMATS) {
        const file = join(publicDir, imageVariantUrl(asset, width, format))
        await mkdir(dirname(file), { recursive: true })
        const { size } = await encode(sharp(raster), format, asset.quality).toFile(file)
        written.push({ file, width, height, bytes: size })
      }
    }
  }
  return written
}
