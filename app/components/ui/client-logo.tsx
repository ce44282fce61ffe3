import { cn } from '#app/lib/cn.ts'
import { clientLogoAsset } from '#content/client-logos.ts'
import { imageSrcSet, imageVariantUrl } from '#content/images.ts'

/** The uploaded logo, fitted by the build into one fixed box; width and height reserve it before it loads. */
export function ClientLogo({ logo, alt, className }: { logo: string; alt: string; className?: string }) {
  const asset = clientLogoAsset(logo)
  const sizes = `${asset.width}px`
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(asset, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(asset, 'webp')} sizes={sizes} />
      <img
        src={imageVariantUrl(asset, asset.width, 'png')}
        srcSet={imageSrcSet(asset, 'png')}
        sizes={sizes}
        width={asset.width}
        height={asset.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn('h-auto w-40 max-w-full', className)}
      />
    </picture>
  )
}
