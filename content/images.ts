/** Rendered at build time by scripts/build-steps/build-images.ts; width and height let each <img> reserve its space. */

export interface ImageAsset {
  id: string
  width: number
  height: number
  widths: readonly number[]
  quality: number
  formats?: readonly ImageFormat[]
}

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const
/** PNG only for images read outside the page, which need a lossless, universal format. */
export type ImageFormat = (typeof IMAGE_FORMATS)[number] | 'png'

/** Inside public/, so Vite serves and copies them. */
export const IMAGE_PUBLIC_DIR = 'img'

export const HERO_WIDTHS = [640, 960, 1280, 1920] as const

export function hero(id: string): ImageAsset {
  return { id, width: 1920, height: 1080, widths: HERO_WIDTHS, quality: 70 }
}

export const imageAssets = {
  heroFederalExpertise: hero('hero-federal-expertise'),
  heroGlobalErp: hero('hero-global-erp'),
  heroWosbAdvantage: hero('hero-wosb-advantage'),
  heroEnterpriseSolutions: hero('hero-enterprise-solutions'),
  heroInnovationAgility: hero('hero-innovation-agility'),
  shareCard: { id: 'share-card', width: 1200, height: 630, widths: [1200], quality: 88, formats: ['jpeg'] },
  /** Search engines ask for a raster of at least 112 px. */
  brandMark: { id: 'brand-mark', width: 512, height: 512, widths: [512], quality: 100, formats: ['png'] },
  heroProcessAutomation: hero('hero-process-automation'),
  heroCloudModernization: hero('hero-cloud-modernization'),
  heroAiAnalytics: hero('hero-ai-analytics'),
  heroConnectedServices: hero('hero-connected-services'),
  heroDatabaseCluster: hero('hero-database-cluster'),
  heroSecurityOperations: hero('hero-security-operations'),
  heroDisasterRecovery: hero('hero-disaster-recovery'),
  heroInfrastructureMonitoring: hero('hero-infrastructure-monitoring'),
} as const satisfies Record<string, ImageAsset>

export type ImageAssetKey = keyof typeof imageAssets

export const shareImage = {
  asset: imageAssets.shareCard,
  format: 'jpeg',
  alt: 'GlobalTekForce: trusted technology partner for government and enterprise. ERP, financial management, cybersecurity and modernization from a woman-owned small business, CMMI Level 3 and ISO certified.',
} as const satisfies { asset: ImageAsset; format: ImageFormat; alt: string }

export function imageVariantUrl(asset: ImageAsset, width: number, format: ImageFormat): string {
  const extension = format === 'jpeg' ? 'jpg' : format
  return `/${IMAGE_PUBLIC_DIR}/${asset.id}-${width}.${extension}`
}

export function imageSrcSet(asset: ImageAsset, format: ImageFormat): string {
  return asset.widths.map((width) => `${imageVariantUrl(asset, width, format)} ${width}w`).join(', ')
}
