import type { MetaDescriptor } from 'react-router'
import type { Seo } from '#content/schema.ts'
import { company } from '#content/site.ts'

/** Title, description, canonical URL and sharing tags for one page. */
export function buildMeta(seo: Seo, path: string, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const url = new URL(path, company.origin).href
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (options.noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
