import { resolve } from 'node:path'
import { THANK_YOU_PATH } from '#content/paths.ts'
import { dataHandling } from '#content/privacy.ts'
import { listRedirects } from '#content/redirects.ts'
import { company } from '#content/site.ts'
import { createApp } from './app.ts'
import { openRepo } from './db/open-repo.ts'
import type { GitHubEditorOptions } from './editor/content-editor.ts'
import type { DeliveryPlan } from './enquiries/enquiry-service.ts'
import { acknowledgesVisitors, type Env, readEnv, staffSignInOptions } from './env.ts'
import { CLOSE_GRACE_MS, stopGracefully } from './graceful-stop.ts'
import { openSharedRateLimit } from './http/shared-rate-limit-store.ts'
import { chooseLogFormat } from './logging.ts'
import { createFileMailer } from './mail/file-mailer.ts'
import type { Mailer } from './mail/mailer.ts'
import { createSmtpMailer } from './mail/smtp-mailer.ts'
import { startNotificationWorker } from './outbox/notification-worker.ts'
import { startRetentionSchedule } from './privacy/retention.ts'
import { decodeWebhookSecret } from './webhooks/signature.ts'
import { createWebhookSender } from './webhooks/webhook-sender.ts'

/** The one file that reads the environment, opens the database, picks the mailer and listens. */
const env = readEnv()
const clientDir = resolve(env.SITE_DIR ?? resolve(import.meta.dirname, '../build/client'))
const repo = await openRepo({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
const mailDir = resolve(env.MAIL_DIR ?? resolve(env.DATA_DIR, 'mail'))
const mailer: Mailer = env.SMTP_HOST
  ? createSmtpMailer({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587),
      secure: env.SMTP_SECURE,
      requireTls: env.SMTP_REQUIRE_TLS,
      user: env.SMTP_USER,
      pass: env.SMTP_PASS,
    })
  : createFileMailer(mailDir)

const webhookSecret = env.WEBHOOK_SECRET ? decodeWebhookSecret(env.WEBHOOK_SECRET) : null
const webhook =
  env.WEBHOOK_URL && webhookSecret && !('error' in webhookSecret)
    ? createWebhookSender({ url: env.WEBHOOK_URL, secret: webhookSecret })
    : undefined
/** Every enquiry goes to sales; to the webhook and the visitor when those are configured. */
const delivery: DeliveryPlan = {
  channels: [
    'sales-email',
    ...(webhook ? (['webhook'] as const) : []),
    ...(acknowledgesVisitors(env) ? (['acknowledgement'] as const) : []),
  ],
  acknowledgementWindowMs: (60 * 60_000) / dataHandling.acknowledgementsPerAddressPerHour,
}

/** readEnv has checked that every setting is present when the editor is on. */
function githubEditorOptions(settings: Env): GitHubEditorOptions | undefined {
  if (settings.CONTENT_EDITOR !== 'github') return undefined
  const [owner = '', name = ''] = (settings.KEYSTATIC_GITHUB_REPO ?? '').split('/')
  return {
    editorDir: resolve(settings.EDITOR_DIR ?? resolve(import.meta.dirname, '../build/editor')),
    repo: { owner, name },
    clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID ?? '',
    clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET ?? '',
    secret: settings.KEYSTATIC_SECRET ?? '',
    editorOrigin: settings.EDITOR_ORIGIN,
    callbackOrigin: settings.PUBLIC_ORIGIN,
  }
}

const staffSignIn = staffSignInOptions(env)
let kickWorker = () => {}
let warnLimit: (error: unknown, message: string) => void = () => {}
/** Instances sharing a PostgreSQL database share the contact limit too; one SQLite process counts in memory. */
const sharedLimit =
  env.DATABASE_URL && env.CONTACT_RATE_LIMIT_MAX > 0
    ? await openSharedRateLimit(env.DATABASE_URL, (error, message) => warnLimit(error, message))
    : undefined
const app = await createApp({
  clientDir,
  logLevel: env.LOG_LEVEL,
  logFormat: chooseLogFormat(env.LOG_FORMAT, process.stdout.isTTY),
  trustProxy: env.TRUST_PROXY,
  redirects: listRedirects(),
  githubEditor: githubEditorOptions(env),
  staffSignIn,
  enquiries: {
    repo,
    onStored: () => kickWorker(),
    rateLimit:
      env.CONTACT_RATE_LIMIT_MAX > 0
        ? {
            max: env.CONTACT_RATE_LIMIT_MAX,
            timeWindowMs: env.CONTACT_RATE_LIMIT_WINDOW_MS,
            store: sharedLimit?.store,
          }
        : false,
    minFillMs: env.CONTACT_MIN_FILL_MS,
    thankYouPath: THANK_YOU_PATH,
    allowedOrigins: env.ALLOWED_ORIGINS,
    maxConcurrentUploads: env.CONTACT_MAX_CONCURRENT_UPLOADS,
    healthToken: env.HEALTH_TOKEN,
    maxUploadsPerAddress: env.CONTACT_MAX_UPLOADS_PER_ADDRESS,
    delivery,
  },
})
const worker = startNotificationWorker({
  repo,
  mailer,
  log: app.log.child({ component: 'notifications' }),
  from: env.MAIL_FROM,
  to: env.SALES_EMAIL ?? company.email,
  baseDelayMs: env.NOTIFY_RETRY_BASE_MS,
  leaseMs: env.NOTIFY_LEASE_MS,
  giveUpAfterMs: env.NOTIFY_GIVE_UP_MS,
  webhook,
  inboxOrigin: staffSignIn?.siteOrigin,
})
kickWorker = () => worker.kick()
warnLimit = (error, message) => app.log.warn({ err: error }, message)
const retention = startRetentionSchedule({
  repo,
  settings: { enquiryDays: env.RETENTION_DAYS, documentDays: env.DOCUMENT_RETENTION_DAYS },
  log: app.log.child({ component: 'retention' }),
})
app.log.info(
  {
    database: repo.kind,
    mail: env.SMTP_HOST ? `smtp://${env.SMTP_HOST}` : mailDir,
    channels: delivery.channels,
    retentionDays: env.RETENTION_DAYS,
    documentRetentionDays: env.DOCUMENT_RETENTION_DAYS,
    staffInbox: staffSignIn ? `${staffSignIn.siteOrigin}/staff` : 'off',
  },
  'enquiries ready',
)
// `npm start` sets NODE_ENV; a server started another way says so here.
app.log.info(
  { nodeEnv: process.env.NODE_ENV ?? 'unset', contentEditor: env.CONTENT_EDITOR },
  'process settings',
)

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down')
  // The last resort, should closing a connection itself hang.
  setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + CLOSE_GRACE_MS * 2).unref()
  const outcome = await stopGracefully(
    {
      // close() stops accepting connections and waits for requests in flight.
      closeServer: () => app.close(),
      dropConnections: () => app.server.closeAllConnections(),
      stopWorker: () => worker.stop(),
      releaseLeases: () => worker.releaseLeases(),
      stopBackground: () => retention.stop(),
      closeResources: async () => {
        mailer.close?.()
        await sharedLimit?.close()
        await repo.close()
      },
    },
    { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, log: app.log },
  )
  app.log.info({ outcome }, 'stopped')
  process.exit(outcome === 'drained' ? 0 : 1)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port: env.PORT, host: env.HOST })
