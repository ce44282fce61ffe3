import { HERO_WIDTHS, hero, type ImageAsset } from './images.ts'

/** Where the editor stores pictures uploaded for banner slides; also the prefix of every `upload` value. */
export const HERO_UPLOAD_DIR = 'assets/images/uploads'

export const HERO_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const

export const HERO_UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** The 1280 px variant is the one most screens load; a narrower source would be enlarged and blurred. */
export const HERO_UPLOAD_MIN_WIDTH = HERO_WIDTHS[2]

export const HERO_UPLOAD_PATTERN = new RegExp(
  `^${HERO_UPLOAD_DIR}/(?:[\\w-][\\w.-]*/)*[\\w-][\\w.-]*\\.(?:${HERO_UPLOAD_EXTENSIONS.join('|')})$`,
  'i',
)

/** Under public/img, cleared and re-rendered by every build. */
export const HERO_UPLOAD_VARIANT_DIR = 'hero-uploads'

/** The same 1920 × 1080 box, widths and quality as the built-in illustrations; the build cover-crops to it. */
export function heroUploadAsset(upload: string): ImageAsset {
  const name = upload
    .slice(HERO_UPLOAD_DIR.length + 1)
    .replace(/\.[^.]+$/, '')
    .replace(/[^\w-]+/g, '-')
  return hero(`${HERO_UPLOAD_VARIANT_DIR}/${name}`)
}
