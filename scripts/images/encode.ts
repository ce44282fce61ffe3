import type { Sharp } from 'sharp'
import type { ImageFormat } from '../../content/images.ts'

export function encode(pipeline: Sharp, format: ImageFormat, quality: number): Sharp {
  if (format === 'avif') return pipeline.avif({ quality, effort: 4 })
  if (format === 'webp') return pipeline.webp({ quality, effort: 4 })
  if (format === 'png') return pipeline.png({ compressionLevel: 9, effort: 10 })
  return pipeline.jpeg({ quality, mozjpeg: true, progressive: true })
}
