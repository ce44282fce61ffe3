import type { ComponentProps } from 'react'
import { preload } from 'react-dom'
import { type ImageAsset, imageSrcSet, imageVariantUrl } from '#content/images.ts'

interface ResponsiveImageProps
  extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'sizes'> {
  asset: ImageAsset
  /** Empty for a decorative image, as a deliberate choice. */
  alt: string
  sizes: string
}

/** AVIF, WebP, then JPEG at every width; width and height reserve the space, so nothing shifts. */
export function ResponsiveImage({
  asset,
  alt,
  sizes,
  className,
  loading = 'lazy',
  ...props
}: ResponsiveImageProps) {
  const largest = asset.widths.at(-1) ?? asset.width
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(asset, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(asset, 'webp')} sizes={sizes} />
      <img
        src={imageVariantUrl(asset, largest, 'jpeg')}
        srcSet={imageSrcSet(asset, 'jpeg')}
        sizes={sizes}
        width={asset.width}
        height={asset.height}
        alt={alt}
        loading={loading}
        decoding="async"
        // Scales with its container at its own ratio, unless the caller sizes it (a cover image).
        className={className ?? 'h-auto max-w-full'}
        {...props}
      />
    </picture>
  )
}

/**
 * Preloads the AVIF variants at high priority. Called while rendering: React writes the preload into the
 * prerendered <head> and skips it once present.
 */
export function preloadResponsiveImage(asset: ImageAsset, sizes: string) {
  preload(imageVariantUrl(asset, asset.width, 'avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: imageSrcSet(asset, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
  })
}
