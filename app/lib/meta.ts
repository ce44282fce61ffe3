import type { MetaDescriptor } from 'react-router'
import { imageVariantUrl, shareImage } from '#content/images.ts'
import type { Seo } from '#content/schema.ts'
import { absoluteUrl, company } from '#content/site.ts'

const OG_LOCALE = 'en_US'

/** `path` is null for the not-found page: it answers at every unknown URL, so has no address of its own. */
export function buildMeta(
  seo: Seo,
  path: string | null,
  options: { noindex?: boolean } = {},
): MetaDescriptor[] {
  const url = path === null ? null : absoluteUrl(path)
  const image = absoluteUrl(imageVariantUrl(shareImage.asset, shareImage.asset.width, shareImage.format))
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: OG_LOCALE },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: `image/${shareImage.format}` },
    { property: 'og:image:width', content: String(shareImage.asset.width) },
    { property: 'og:image:height', content: String(shareImage.asset.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: shareImage.alt },
  ]
}
