/** A variant newer than its source is kept, so rebuilds cost nothing when the artwork is unchanged. */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { clients } from '../../content/clients.ts'
import {
  IMAGE_FORMATS,
  IMAGE_PUBLIC_DIR,
  type ImageAsset,
  imageAssets,
  imageVariantUrl,
} from '../../content/images.ts'
import { listHeroUploads } from '../../content/index.ts'
import { renderClientLogos } from './images/client-logos.ts'
import { encode } from './images/encode.ts'
import { renderHeroUploads } from './images/hero-uploads.ts'
import { outlineSvgText } from './images/outline-svg-text.ts'

const root = resolve(import.meta.dirname, '../..')
const sourceDir = join(root, 'assets/images')
const publicDir = join(root, 'public')

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs
  } catch {
    return undefined
  }
}

interface Written {
  file: string
  width: number
  height: number
  bytes: number
}

async function renderAsset(asset: ImageAsset): Promise<Written[]> {
  const source = join(sourceDir, `${asset.id}.svg`)
  const sourceTime = await modifiedAt(source)
  if (sourceTime === undefined) throw new Error(`Missing source artwork ${source}`)
  const artwork = Buffer.from(outlineSvgText(await readFile(source, 'utf8')))
  const written: Written[] = []
  for (const width of asset.widths) {
    const height = Math.round((width * asset.height) / asset.width)
    const density = (72 * width) / asset.width
    const raster = await sharp(artwork, { density }).resize(width, height).png().toBuffer()
    for (const format of asset.formats ?? IMAGE_FORMATS) {
      const file = join(publicDir, imageVariantUrl(asset, width, format))
      const outputTime = await modifiedAt(file)
      if (outputTime === undefined || outputTime < sourceTime) {
        const { size } = await encode(sharp(raster), format, asset.quality).toFile(file)
        written.push({ file, width, height, bytes: size })
      } else {
        written.push({ file, width, height, bytes: (await stat(file)).size })
      }
    }
  }
  return written
}

async function main(): Promise<void> {
  await mkdir(join(publicDir, IMAGE_PUBLIC_DIR), { recursive: true })
  const results = (await Promise.all(Object.values(imageAssets).map(renderAsset))).flat()
  const logos = await renderClientLogos(clients, root, publicDir)
  const uploads = await renderHeroUploads(listHeroUploads(), root, publicDir)
  results.push(...logos, ...uploads)
  const manifest = Object.fromEntries(
    results.map(({ file, width, height, bytes }) => [file.slice(publicDir.length), { width, height, bytes }]),
  )
  await writeFile(
    join(publicDir, IMAGE_PUBLIC_DIR, 'manifest.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  )
  const largest = results.reduce((max, entry) => (entry.bytes > max.bytes ? entry : max))
  console.log(
    `build-images: ${results.length} variants of ${Object.keys(imageAssets).length} images, ${logos.length} of client logos and ${uploads.length} of uploaded banner pictures in public/${IMAGE_PUBLIC_DIR}; largest ${largest.file.slice(publicDir.length)} ${largest.bytes} bytes`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
