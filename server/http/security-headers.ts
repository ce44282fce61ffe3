// One source for the server and build/client/_headers (docs/decisions/011-content-security-policy.md).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { parseApiOrigin } from './api-origin.ts'

export const CSP_HEADER = 'Content-Security-Policy'

/** HSTS goes over plain HTTP too: browsers ignore it there, and behind a TLS proxy we cannot tell. */
export const COMMON_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // frame-ancestors 'none' supersedes it where CSP is understood; older browsers still read this one.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Only names Chromium knows: it warns on unknown ones on every page, failing the policy's browser test.
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

export interface InlineHashes {
  /** Inline scripts the browser executes (classic, module, import maps); JSON-LD is data and not here. */
  scripts: string[]
  /** Radix and React set some style attributes in the prerendered markup. */
  styleAttributes: string[]
}

const NO_INLINE: InlineHashes = { scripts: [], styleAttributes: [] }

const quoted = (hash: string) => `'${hash}'`

/**
 * No 'unsafe-inline' and no upgrade-insecure-requests: URLs are relative, and the upgrade breaks plain-HTTP
 * loopback. `apiOrigin` is the build's PUBLIC_API_ORIGIN, the one other origin the forms send to.
 */
export function buildContentSecurityPolicy(
  { scripts, styleAttributes }: InlineHashes = NO_INLINE,
  apiOrigin = '',
): string {
  const api = apiOrigin ? [apiOrigin] : []
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
    ['connect-src', "'self'", ...api],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...api],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

export const DEFAULT_CONTENT_SECURITY_POLICY = buildContentSecurityPolicy()

export const DEFAULT_SECURITY_HEADERS: Record<string, string> = {
  ...COMMON_SECURITY_HEADERS,
  [CSP_HEADER]: DEFAULT_CONTENT_SECURITY_POLICY,
}

export const INLINE_HASHES_FILE = '_inline-hashes.json'
export const HEADERS_FILE = '_headers'

const Sha256 = z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/)
export const InlineHashesManifestSchema = z.object({
  /** The build's PUBLIC_API_ORIGIN; absent when the pages post to their own origin. */
  apiOrigin: z
    .string()
    .refine((origin) => parseApiOrigin(origin) === origin, 'not an API origin')
    .optional(),
  /** Keyed by the HTML file's path inside build/client, e.g. "about/index.html". */
  files: z.record(
    z.string(),
    z.object({ scripts: z.array(Sha256), styleAttributes: z.array(Sha256) }).strict(),
  ),
})
export type InlineHashesManifest = z.infer<typeof InlineHashesManifestSchema>

/** Throws when the manifest is missing or malformed: better not to start than serve pages the browser blocks. */
export async function readPagePolicies(clientDir: string): Promise<Map<string, string>> {
  const path = join(clientDir, INLINE_HASHES_FILE)
  const text = await readFile(path, 'utf8').catch(() => {
    throw new Error(
      `No ${path}: run \`npm run build\` (scripts/build-steps/build-security-headers.ts writes it)`,
    )
  })
  const manifest = InlineHashesManifestSchema.parse(JSON.parse(text))
  return new Map(
    Object.entries(manifest.files).map(([file, hashes]) => [
      file,
      buildContentSecurityPolicy(hashes, manifest.apiOrigin),
    ]),
  )
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(COMMON_SECURITY_HEADERS)
    if (!reply.hasHeader(CSP_HEADER)) reply.header(CSP_HEADER, DEFAULT_CONTENT_SECURITY_POLICY)
  })
}
