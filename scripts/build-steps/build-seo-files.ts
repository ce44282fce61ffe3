/** Runs before finish-build.ts, which precompresses the output. */
import { stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { absoluteUrl } from '../../content/site.ts'
import { listSitePaths } from '../../content/site-paths.ts'

const clientDir = resolve(import.meta.dirname, '../../build/client')
const SITEMAP_FILE = 'sitemap.xml'
const ROBOTS_FILE = 'robots.txt'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** No <lastmod>: the build has no honest date for when a page's words changed. */
function buildSitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}

function buildRobotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}

await stat(join(clientDir, 'index.html')).catch(() => {
  throw new Error(`No build found in ${clientDir}: run react-router build first`)
})
const urls = listSitePaths().map(absoluteUrl)
await writeFile(join(clientDir, SITEMAP_FILE), buildSitemapXml(urls))
await writeFile(join(clientDir, ROBOTS_FILE), buildRobotsTxt(absoluteUrl(`/${SITEMAP_FILE}`)))
console.log(`build-seo-files: wrote ${SITEMAP_FILE} (${urls.length} URLs) and ${ROBOTS_FILE}`)
