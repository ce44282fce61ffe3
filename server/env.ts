import { z } from 'zod'
import { dataHandling } from '#content/privacy.ts'
import { parseTrustProxy } from './http/trust-proxy.ts'
import {
  DEFAULT_ABSOLUTE_HOURS,
  DEFAULT_IDLE_MINUTES,
  isLoopbackUrl,
  type StaffSignInOptions,
} from './staff/staff-options.ts'
import { decodeWebhookSecret } from './webhooks/signature.ts'

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1')

/** scheme://host[:port], nothing after it; empty means unset. */
const origin = z
  .string()
  .optional()
  .transform((raw, context) => {
    const value = raw?.trim().replace(/\/$/, '') ?? ''
    if (value === '') return undefined
    const url = URL.parse(value)
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value) {
      context.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${raw}` })
      return z.NEVER
    }
    return url.origin
  })

const GITHUB_EDITOR_VARIABLES = [
  'KEYSTATIC_GITHUB_REPO',
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
] as const

/** Any of these turns the staff inbox on, and then the first six are required (docs/staff-inbox.md). */
const STAFF_SIGN_IN_VARIABLES = [
  'STAFF_OIDC_ISSUER',
  'STAFF_OIDC_CLIENT_ID',
  'STAFF_OIDC_CLIENT_SECRET',
  'STAFF_SITE_URL',
  'STAFF_FIRST_ADMIN_EMAIL',
  'STAFF_ALLOWED_DOMAINS',
  'STAFF_GROUP_CLAIM',
  'STAFF_GROUP_VALUE',
] as const

/** HTTPS, or plain HTTP on loopback only (the demo). */
const staffUrl = z
  .url({ protocol: /^https?$/ })
  .refine(
    (raw) => raw.startsWith('https:') || isLoopbackUrl(new URL(raw)),
    'must be https:// (http:// only for localhost)',
  )

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    SITE_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SALES_EMAIL: z.email().optional(),
    MAIL_FROM: z.string().min(3).default('GlobalTekForce website <no-reply@globaltekforce.com>'),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    SMTP_SECURE: flag,
    SMTP_REQUIRE_TLS: flag,
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    MAIL_DIR: z.string().min(1).optional(),
    NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
    CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(10),
    CONTACT_RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(10 * 60_000),
    CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).default(2_500),
    /** Off, a hop count, or addresses/CIDRs (http/trust-proxy.ts). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((raw, context) => {
        const parsed = parseTrustProxy(raw)
        if (typeof parsed === 'object' && !Array.isArray(parsed)) {
          context.addIssue({ code: 'custom', message: parsed.error })
          return z.NEVER
        }
        return parsed
      }),
    /** Comma-separated origins (an external gateway's pages). */
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((raw, context) => {
        const origins = (raw ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
        const normalized: string[] = []
        for (const origin of origins) {
          const url = URL.parse(origin)
          if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
            context.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${origin}` })
            return z.NEVER
          }
          normalized.push(url.origin)
        }
        return normalized
      }),
    NOTIFY_GIVE_UP_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(24 * 60 * 60_000),
    /** Other instances wait for the lease to expire. */
    NOTIFY_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
    /** After SIGTERM, requests in flight and the delivery in progress get this long before they are cut off. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Uploads over 1 MB one process reads at once; more get 503 with Retry-After. */
    CONTACT_MAX_CONCURRENT_UPLOADS: z.coerce.number().int().min(1).max(100).default(3),
    /** Staff present it as `Authorization: Bearer` to see the counts behind /healthz. */
    HEALTH_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Of those, from one client address; more get 429 with Retry-After. Visitors behind one NAT share it. */
    CONTACT_MAX_UPLOADS_PER_ADDRESS: z.coerce.number().int().min(1).max(100).default(1),
    /** Signed JSON (a CRM, Teams or Slack workflow). */
    WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Standard Webhooks secret: whsec_ followed by the base64 of 24 to 64 random bytes. */
    WEBHOOK_SECRET: z.string().optional(),
    ACKNOWLEDGE_VISITORS: z.enum(['true', 'false', '1', '0']).optional(),
    RETENTION_DAYS: z.coerce.number().int().min(1).default(dataHandling.enquiryRetentionDays),
    DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(dataHandling.documentRetentionDays),
    /** The content editor for staff; off unless set to github (docs/editing.md). */
    CONTENT_EDITOR: z.enum(['off', 'github']).default('off'),
    KEYSTATIC_GITHUB_REPO: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, e.g. globaltekforce/website')
      .optional(),
    KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(1).optional(),
    KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    KEYSTATIC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The address visitors use, e.g. https://www.globaltekforce.com; GitHub sends editors back to it. */
    PUBLIC_ORIGIN: origin,
    /** The editor's own origin, e.g. https://edit.globaltekforce.com; then only that host serves the editor. */
    EDITOR_ORIGIN: origin,
    /** Built by `npm run build` (defaults to ./build/editor). */
    EDITOR_DIR: z.string().min(1).optional(),
    STAFF_OIDC_ISSUER: staffUrl.optional(),
    STAFF_OIDC_CLIENT_ID: z.string().min(1).optional(),
    STAFF_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    STAFF_SITE_URL: staffUrl
      .refine(
        (raw) => new URL(raw).origin === raw.replace(/\/$/, ''),
        'must be an origin (scheme://host[:port])',
      )
      .optional(),
    STAFF_ALLOWED_DOMAINS: z
      .string()
      .optional()
      .transform((raw, context) => {
        const domains = (raw ?? '')
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean)
        for (const domain of domains)
          if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) {
            context.addIssue({ code: 'custom', message: `not a domain: ${domain}` })
            return z.NEVER
          }
        return domains
      }),
    STAFF_GROUP_CLAIM: z.string().min(1).optional(),
    STAFF_GROUP_VALUE: z.string().min(1).optional(),
    STAFF_FIRST_ADMIN_EMAIL: z
      .email()
      .optional()
      .transform((email) => email?.toLowerCase()),
    STAFF_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(DEFAULT_IDLE_MINUTES),
    STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24).default(DEFAULT_ABSOLUTE_HOURS),
    /** Each sign-in is two requests (start and callback); an office shares one address. */
    STAFF_SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  })
  .superRefine((env, context) => {
    if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['WEBHOOK_SECRET'],
        message: 'required when WEBHOOK_URL is set',
      })
    }
    if (env.WEBHOOK_SECRET) {
      const decoded = decodeWebhookSecret(env.WEBHOOK_SECRET)
      if ('error' in decoded)
        context.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET'], message: decoded.error })
    }
    if (env.DOCUMENT_RETENTION_DAYS > env.RETENTION_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['DOCUMENT_RETENTION_DAYS'],
        message: 'cannot be longer than RETENTION_DAYS (documents go with their enquiry)',
      })
    }
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASS)) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_PASS'],
        message: 'SMTP_USER and SMTP_PASS go together',
      })
    }
    if (env.CONTENT_EDITOR === 'github')
      for (const name of GITHUB_EDITOR_VARIABLES)
        if (!env[name])
          context.addIssue({ code: 'custom', path: [name], message: 'required when CONTENT_EDITOR=github' })
    if (
      env.EDITOR_ORIGIN &&
      env.PUBLIC_ORIGIN &&
      new URL(env.EDITOR_ORIGIN).host === new URL(env.PUBLIC_ORIGIN).host
    )
      context.addIssue({
        code: 'custom',
        path: ['EDITOR_ORIGIN'],
        message: 'must be another host than PUBLIC_ORIGIN, or unset',
      })
    const staffOn = STAFF_SIGN_IN_VARIABLES.some((name) =>
      name === 'STAFF_ALLOWED_DOMAINS' ? env[name].length > 0 : env[name] !== undefined,
    )
    if (staffOn) {
      for (const name of STAFF_SIGN_IN_VARIABLES.slice(0, 5))
        if (!env[name])
          context.addIssue({ code: 'custom', path: [name], message: 'required for the staff inbox' })
      if (env.STAFF_ALLOWED_DOMAINS.length === 0 && !env.STAFF_GROUP_CLAIM)
        context.addIssue({
          code: 'custom',
          path: ['STAFF_ALLOWED_DOMAINS'],
          message: 'set STAFF_ALLOWED_DOMAINS, or STAFF_GROUP_CLAIM and STAFF_GROUP_VALUE, or both',
        })
      if (Boolean(env.STAFF_GROUP_CLAIM) !== Boolean(env.STAFF_GROUP_VALUE))
        context.addIssue({
          code: 'custom',
          path: ['STAFF_GROUP_VALUE'],
          message: 'STAFF_GROUP_CLAIM and STAFF_GROUP_VALUE go together',
        })
    }
    if (!env.SMTP_HOST && (env.SMTP_PORT || env.SMTP_USER)) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_HOST'],
        message: 'required when other SMTP_ settings are set',
      })
    }
  })

export type Env = z.infer<typeof EnvSchema>

/** Without SMTP, an explicit true writes acknowledgements as .eml files like the sales notifications. */
export function acknowledgesVisitors(env: Env): boolean {
  if (env.ACKNOWLEDGE_VISITORS === undefined) return Boolean(env.SMTP_HOST)
  return env.ACKNOWLEDGE_VISITORS === 'true' || env.ACKNOWLEDGE_VISITORS === '1'
}

/** The staff inbox's settings, or undefined when it is off (no STAFF_ sign-in variable set). */
export function staffSignInOptions(env: Env): StaffSignInOptions | undefined {
  const { STAFF_OIDC_ISSUER, STAFF_OIDC_CLIENT_ID, STAFF_OIDC_CLIENT_SECRET, STAFF_SITE_URL } = env
  if (!STAFF_OIDC_ISSUER || !STAFF_OIDC_CLIENT_ID || !STAFF_OIDC_CLIENT_SECRET || !STAFF_SITE_URL)
    return undefined
  return {
    issuer: new URL(STAFF_OIDC_ISSUER),
    clientId: STAFF_OIDC_CLIENT_ID,
    clientSecret: STAFF_OIDC_CLIENT_SECRET,
    siteOrigin: new URL(STAFF_SITE_URL).origin,
    access: {
      domains: env.STAFF_ALLOWED_DOMAINS,
      group:
        env.STAFF_GROUP_CLAIM && env.STAFF_GROUP_VALUE
          ? { claim: env.STAFF_GROUP_CLAIM, value: env.STAFF_GROUP_VALUE }
          : undefined,
    },
    firstAdminEmail: env.STAFF_FIRST_ADMIN_EMAIL ?? '',
    idleLimitMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000,
    absoluteLimitMs: env.STAFF_SESSION_MAX_HOURS * 60 * 60_000,
    signInRateLimit: { max: env.STAFF_SIGN_IN_RATE_LIMIT_MAX, timeWindowMs: 10 * 60_000 },
  }
}

/** On any problem, lists every bad variable and exits. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  console.error(`Invalid environment:\n${problems.join('\n')}`)
  process.exit(1)
}
