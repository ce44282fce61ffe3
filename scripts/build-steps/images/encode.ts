import sharp, { type Sharp } from 'sharp'
import type { ImageFormat } from '../../../content/images.ts'

export function encode(pipeline: Sharp, format: ImageFormat, quality: number): Sharp {
  if (format === 'avif') return pipeline.avif({ quality, effort: 4 })
  if (format === 'webp') return pipeline.webp({ quality, effort: 4 })
  if (format === 'png') return pipeline.png({ compressionLevel: 9, effort: 10 })
  return pipeline.jpeg({ quality, mozjpeg: true, progressive: true })
}

/** An uploaded picture opened for resizing; an SVG is drawn at a density that fills `width` × `height` sharply. */
export async function openUpload(source: Buffer, width: number, height: number): Promise<Sharp> {
  const metadata = await sharp(source).metadata()
  const density =
    metadata.format === 'svg'
      ? Math.min(2400, 72 * Math.max(width / (metadata.width ?? 1), height / (metadata.height ?? 1), 1))
      : undefined
  return sharp(source, { density })
}
