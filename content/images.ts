/**
 * Every raster image of the site, made at build time by scripts/build-images.ts from the vector
 * sources in assets/images/. The site reads width and height from here so each <img> reserves its
 * space before it loads; the script renders exactly these sizes and fails if a source is missing.
 */

export interface ImageAsset {
  /** File stem shared by the source (assets/images/{id}.svg) and every variant. */
  id: string
  /** Intrinsic size of the largest variant; the aspect ratio of every variant. */
  width: number
  height: number
  /** Widths rendered, ascending, the last equal to `width`. */
  widths: readonly number[]
  /** Encoder quality for AVIF, WebP and JPEG (70 for heroes, by the specification). */
  quality: number
  /** Formats rendered; every format of IMAGE_FORMATS when omitted. */
  formats?: readonly ImageFormat[]
}

/** The formats a responsive <picture> offers, best first. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const
/** PNG only for images read outside the page (the logo in structured data), which need a lossless, universal format. */
export type ImageFormat = (typeof IMAGE_FORMATS)[number] | 'png'

/** Where variants are written (inside public/, so Vite serves and copies them) and served from. */
export const IMAGE_PUBLIC_DIR = 'img'

const HERO_WIDTHS = [640, 960, 1280, 1920] as const

function hero(id: string): ImageAsset {
  return { id, width: 1920, height: 1080, widths: HERO_WIDTHS, quality: 70 }
}

export const imageAssets = {
  heroFederalExpertise: hero('hero-federal-expertise'),
  heroGlobalErp: hero('hero-global-erp'),
  heroWosbAdvantage: hero('hero-wosb-advantage'),
  heroEnterpriseSolutions: hero('hero-enterprise-solutions'),
  heroInnovationAgility: hero('hero-innovation-agility'),
  /** The picture link previews show (Open Graph and Twitter cards): 1200 × 630, the size both recommend. */
  shareCard: { id: 'share-card', width: 1200, height: 630, widths: [1200], quality: 88, formats: ['jpeg'] },
  /** The square logo of the Organization structured data (search engines ask for a raster of at least 112 px). */
  brandMark: { id: 'brand-mark', width: 512, height: 512, widths: [512], quality: 100, formats: ['png'] },
  // The Digital Transformation page's hero carousel.
  heroProcessAutomation: hero('hero-process-automation'),
  heroCloudModernization: hero('hero-cloud-modernization'),
  heroAiAnalytics: hero('hero-ai-analytics'),
  heroConnectedServices: hero('hero-connected-services'),
  // The Database and Infrastructure Management page's hero carousel.
  heroDatabaseCluster: hero('hero-database-cluster'),
  heroSecurityOperations: hero('hero-security-operations'),
  heroDisasterRecovery: hero('hero-disaster-recovery'),
  heroInfrastructureMonitoring: hero('hero-infrastructure-monitoring'),
} as const satisfies Record<string, ImageAsset>

export type ImageAssetKey = keyof typeof imageAssets

/** The share card with its text alternative, for og:image and twitter:image. */
export const shareImage = {
  asset: imageAssets.shareCard,
  format: 'jpeg',
  alt: 'GlobalTekForce: trusted technology partner for government and enterprise. ERP, financial management, cybersecurity and modernization from a woman-owned small business, CMMI Level 3 and ISO certified.',
} as const satisfies { asset: ImageAsset; format: ImageFormat; alt: string }

/** The URL of one variant, e.g. /img/hero-global-erp-1280.avif. */
export function imageVariantUrl(asset: ImageAsset, width: number, format: ImageFormat): string {
  const extension = format === 'jpeg' ? 'jpg' : format
  return `/${IMAGE_PUBLIC_DIR}/${asset.id}-${width}.${extension}`
}

/** A srcset listing every width of one format. */
export function imageSrcSet(asset: ImageAsset, format: ImageFormat): string {
  return asset.widths.map((width) => `${imageVariantUrl(asset, width, format)} ${width}w`).join(', ')
}
