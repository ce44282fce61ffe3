import { z } from 'zod'

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
