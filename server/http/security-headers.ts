/**
 * The one source of the site's security headers. The server sends them (registerSecurityHeaders and the
 * page routes), and scripts/build-security-headers.ts writes the same values into build/client/_headers
 * for static hosts. See docs/decisions/011-content-security-policy.md.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

export const CSP_HEADER = 'Content-Security-Policy'

/**
 * Headers every response carries, whatever it is. HSTS is sent over plain HTTP too: browsers ignore it
 * there (RFC 6797 §8.1), and behind a TLS-terminating proxy this process cannot tell what the visitor used.
 */
export const COMMON_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors 'none' supersedes it where CSP is understood; older browsers still read this one.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Nothing here is meant to be embedded by other sites; link previews fetch server-side and are unaffected.
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Features the site never uses, refused for it and anything it could embed. Only names Chromium knows:
  // it logs a warning for an unknown one on every page, which fails the browser test of the policy.
  'Permissions-Policy': [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
} as const satisfies Record<string, string>

/** SHA-256 hashes ("sha256-<base64>") of what one HTML file runs or applies inline. */
export interface InlineHashes {
  /** Inline scripts the browser executes (classic, module, import maps); JSON-LD is data and not here. */
  scripts: string[]
  /** Values of style="…" attributes in the prerendered markup (Radix and React set some). */
  styleAttributes: string[]
}

const NO_INLINE: InlineHashes = { scripts: [], styleAttributes: [] }

const quoted = (hash: string) => `'${hash}'`

/**
 * The policy for one response. Everything is denied unless listed; only the site's own origin may supply
 * scripts, styles, images, fonts and fetches, and an inline script or style attribute runs only when its
 * hash is listed. There is no 'unsafe-inline' and no upgrade-insecure-requests: every URL the pages load
 * is relative, so there is nothing to upgrade, and on plain-HTTP loopback it would break every request.
 */
export function buildContentSecurityPolicy({ scripts, styleAttributes }: InlineHashes = NO_INLINE): string {
  const directives: string[][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scripts.map(quoted)],
    ['style-src', "'self'"],
    // 'unsafe-hashes' lets a listed hash match a style attribute; without hashes attributes stay blocked.
    ...(styleAttributes.length > 0
      ? [['style-src-attr', "'unsafe-hashes'", ...styleAttributes.map(quoted)]]
      : []),
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** The policy for anything that is not one of the prerendered pages: no inline script or style at all. */
export const DEFAULT_CONTENT_SECURITY_POLICY = buildContentSecurityPolicy()

/** Every header of a response that is not a prerendered page (assets, API answers, redirects, errors). */
export const DEFAULT_SECURITY_HEADERS: Record<string, string> = {
  ...COMMON_SECURITY_HEADERS,
  [CSP_HEADER]: DEFAULT_CONTENT_SECURITY_POLICY,
}

/** Written into build/client by the build; host configuration, never served as a page or file. */
export const INLINE_HASHES_FILE = '_inline-hashes.json'
/** Netlify / Cloudflare Pages header rules, written next to it. */
export const HEADERS_FILE = '_headers'

const Sha256 = z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/)
export const InlineHashesManifestSchema = z.object({
  /** Keyed by the HTML file's path inside build/client, e.g. "index.html", "about/index.html", "404.html". */
  files: z.record(
    z.string(),
    z.object({ scripts: z.array(Sha256), styleAttributes: z.array(Sha256) }).strict(),
  ),
})
export type InlineHashesManifest = z.infer<typeof InlineHashesManifestSchema>

/**
 * Each built HTML file's Content-Security-Policy, from the manifest the build wrote. Throws when the
 * manifest is missing or malformed: the server would rather not start than serve pages whose scripts
 * the browser refuses, or pages without a policy.
 */
export async function readPagePolicies(clientDir: string): Promise<Map<string, string>> {
  const path = join(clientDir, INLINE_HASHES_FILE)
  const text = await readFile(path, 'utf8').catch(() => {
    throw new Error(`No ${path}: run \`npm run build\` (scripts/build-security-headers.ts writes it)`)
  })
  const manifest = InlineHashesManifestSchema.parse(JSON.parse(text))
  return new Map(
    Object.entries(manifest.files).map(([file, hashes]) => [file, buildContentSecurityPolicy(hashes)]),
  )
}

/**
 * Adds the common headers to every response that goes through Fastify's hooks, and the default policy
 * to every response a page route has not already given its own.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(COMMON_SECURITY_HEADERS)
    if (!reply.hasHeader(CSP_HEADER)) reply.header(CSP_HEADER, DEFAULT_CONTENT_SECURITY_POLICY)
  })
}
