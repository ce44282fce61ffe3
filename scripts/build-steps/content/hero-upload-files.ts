import sharp from 'sharp'
import { formatPath } from '../../../content/check-data.ts'
import { dataFiles } from '../../../content/data-files.ts'
import { HERO_UPLOAD_MAX_BYTES, HERO_UPLOAD_MIN_WIDTH } from '../../../content/hero-uploads.ts'
import { megabytes, sniffLogoFormat } from './client-logo-files.ts'
import type { ContentFiles } from './content-files.ts'

const isAvif = (bytes: Buffer) =>
  bytes.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(bytes.toString('latin1', 8, 12))

export function sniffHeroFormat(bytes: Buffer) {
  return sniffLogoFormat(bytes) ?? (isAvif(bytes) ? 'avif' : undefined)
}

async function widthOf(bytes: Buffer): Promise<number | undefined> {
  try {
    return (await sharp(bytes).metadata()).width
  } catch {
    return undefined
  }
}

/** SVG is exempt from the width rule: it is drawn afresh at every width. */
export async function heroUploadProblem(
  upload: string,
  bytes: Buffer | undefined,
): Promise<string | undefined> {
  if (bytes === undefined) return `${upload} does not exist; upload the picture again in the editor`
  if (bytes.length > HERO_UPLOAD_MAX_BYTES)
    return `the picture is ${megabytes(bytes.length)}, more than the ${megabytes(HERO_UPLOAD_MAX_BYTES)} a banner picture may be; save it as a JPEG 1920 pixels wide and upload it again`
  const format = sniffHeroFormat(bytes)
  if (!format)
    return 'the picture is not a JPEG, PNG, WebP, AVIF or SVG image, whatever its name says; save it in one of those formats and upload it again'
  if (format === 'svg') return undefined
  const width = await widthOf(bytes)
  if (width === undefined)
    return 'the picture file is damaged and cannot be read; save it again and upload it again'
  if (width < HERO_UPLOAD_MIN_WIDTH)
    return `the picture is ${width} pixels wide, narrower than the ${HERO_UPLOAD_MIN_WIDTH} a banner picture must be so it stays sharp on wide screens; upload a larger one (1920 × 1080 is ideal)`
  return undefined
}

/** Every data file with banner slides: the home page's and each category's. */
export const SLIDE_FILES = Object.values(dataFiles)
  .map(({ path }) => path)
  .filter((path) => path === dataFiles.home.path || path.startsWith('content/data/categories/'))

function readSlides(files: ContentFiles, path: string): unknown[] {
  try {
    const slides = JSON.parse(files.text(path) ?? 'null')?.heroSlides
    return Array.isArray(slides) ? slides : []
  } catch {
    return []
  }
}

/** The schema checks the path; this checks the file it names. Invalid JSON is left to the schema check. */
export async function findHeroUploadProblems(
  files: ContentFiles,
  paths: readonly string[] = SLIDE_FILES,
): Promise<string[]> {
  const problems: string[] = []
  for (const path of paths) {
    const slides = readSlides(files, path)
    for (const [index, slide] of slides.entries()) {
      const upload = (slide as { image?: { upload?: unknown } })?.image?.upload
      if (typeof upload !== 'string' || !upload) continue
      const problem = await heroUploadProblem(upload, files.bytes(upload))
      if (problem)
        problems.push(
          `${path}: ${formatPath(['heroSlides', index, 'image', 'upload'], { heroSlides: slides })}: ${problem}`,
        )
    }
  }
  return problems
}
