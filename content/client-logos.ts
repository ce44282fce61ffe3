import type { ImageAsset } from './images.ts'

/** Where the editor stores uploaded logos; also the prefix of every `logo` value in clients.json. */
export const CLIENT_LOGO_DIR = 'assets/images/clients'

export const CLIENT_LOGO_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const

export const CLIENT_LOGO_MAX_BYTES = 3 * 1024 * 1024

export const CLIENT_LOGO_PATTERN = new RegExp(
  `^${CLIENT_LOGO_DIR}/(?:[\\w-][\\w.-]*/)*[\\w-][\\w.-]*\\.(?:${CLIENT_LOGO_EXTENSIONS.join('|')})$`,
)

/** Every logo is fitted into the same transparent box, so a row reserves its space before any loads. */
const LOGO_BOX = { width: 160, height: 48 } as const

/** Under public/img, cleared and re-rendered by every build. */
export const CLIENT_LOGO_VARIANT_DIR = 'client-logos'

export function clientLogoAsset(logo: string): ImageAsset {
  const name = logo
    .slice(CLIENT_LOGO_DIR.length + 1)
    .replace(/\.[^.]+$/, '')
    .replace(/[^\w-]+/g, '-')
  return {
    id: `${CLIENT_LOGO_VARIANT_DIR}/${name}`,
    ...LOGO_BOX,
    widths: [LOGO_BOX.width, LOGO_BOX.width * 2],
    quality: 80,
    // PNG rather than JPEG as the fallback: logos are drawn on a transparent background.
    formats: ['avif', 'webp', 'png'],
  }
}
