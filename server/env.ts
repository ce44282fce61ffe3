import { z } from 'zod'
import { parseTrustProxy } from './http/trust-proxy.ts'

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    /** The built site to serve; the default is this checkout's build/client. */
    SITE_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** SQLite file and local mail folder live here unless DATABASE_URL / MAIL_DIR say otherwise. */
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
    /** Proxies whose X-Forwarded-For is believed: off, a hop count, or addresses/CIDRs (http/trust-proxy.ts). */
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
    /** Other sites allowed to post enquiries (an external gateway's pages), comma-separated origins. */
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((raw, context) => {
        const origins = (raw ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
        const normalised: string[] = []
        for (const origin of origins) {
          const url = URL.parse(origin)
          if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
            context.addIssue({ code: 'custom', message: `not an origin (scheme://host[:port]): ${origin}` })
            return z.NEVER
          }
          normalised.push(url.origin)
        }
        return normalised
      }),
    /** A notification still undelivered this long after the enquiry becomes a dead letter (24 h). */
    NOTIFY_GIVE_UP_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(24 * 60 * 60_000),
    /** How long one instance holds a notification while it talks to SMTP; others wait for it to expire. */
    NOTIFY_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
    /** Uploads (bodies over 1 MB) one process reads at once; more get 503 with Retry-After. */
    CONTACT_MAX_CONCURRENT_UPLOADS: z.coerce.number().int().min(1).max(100).default(4),
  })
  .superRefine((env, context) => {
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASS)) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_PASS'],
        message: 'SMTP_USER and SMTP_PASS go together',
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

/** Parses the environment once at boot; on any problem, lists every bad variable and exits. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  console.error(`Invalid environment:\n${problems.join('\n')}`)
  process.exit(1)
}
