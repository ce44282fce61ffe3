// `npm run staff:demo`: the inbox with a local OpenID provider and three demo staff; refuses production.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { openRepo } from '../../server/db/open-repo.ts'
import type { StaffRole } from '../../server/enquiries/staff-store.ts'
import { CALLBACK_PATH } from '../../server/staff/staff-options.ts'
import { startLocalOidcProvider } from './staff/local-oidc-provider.ts'

if (process.env.NODE_ENV === 'production') {
  console.error('staff:demo signs anyone in without a password, so it never runs with NODE_ENV=production.')
  process.exit(1)
}

const root = resolve(import.meta.dirname, '../..')
const port = Number(process.env.PORT ?? 3000)
const providerPort = Number(process.env.STAFF_DEMO_PROVIDER_PORT ?? port + 1)
const dataDir = resolve(process.env.DATA_DIR ?? resolve(root, 'data/staff-demo'))
// localhost rather than 127.0.0.1: browsers treat it as a secure context, so they keep the __Host- cookie over HTTP.
const siteOrigin = `http://localhost:${port}`
const domain = 'globaltekforce.com'
const people: { login: string; role: StaffRole }[] = [
  { login: 'viewer', role: 'viewer' },
  { login: 'handler', role: 'handler' },
  { login: 'admin', role: 'admin' },
]
const client = { client_id: 'staff-inbox-demo', client_secret: randomBytes(24).toString('base64url') }

const provider = await startLocalOidcProvider({
  port: providerPort,
  accounts: Object.fromEntries(people.map(({ login }) => [login, { email: `${login}@${domain}` }])),
  clients: [
    {
      ...client,
      redirect_uris: [`${siteOrigin}${CALLBACK_PATH}`],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
})

// The handler's role is granted up front; the admin is the first administrator; the viewer is anyone new.
const repo = await openRepo({ dataDir })
await repo.staff.ensureMember(`handler@${domain}`, 'handler', new Date().toISOString())
await repo.close()

// A built site is served as it is; otherwise scripts/start.ts builds one first.
const entry = process.env.SITE_DIR ? 'server/index.ts' : 'scripts/start.ts'
const { DATABASE_URL: _notTheDemo, ...inherited } = process.env
const server = spawn(process.execPath, [resolve(root, entry)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...inherited,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STAFF_OIDC_ISSUER: provider.issuer.origin,
    STAFF_OIDC_CLIENT_ID: client.client_id,
    STAFF_OIDC_CLIENT_SECRET: client.client_secret,
    STAFF_SITE_URL: siteOrigin,
    STAFF_ALLOWED_DOMAINS: domain,
    STAFF_FIRST_ADMIN_EMAIL: `admin@${domain}`,
  },
})

console.log(`
Staff inbox demo (data in ${dataDir})
  Open ${siteOrigin}/staff and sign in at the local provider with any password as:
${people.map(({ login, role }) => `    ${login.padEnd(8)} ${login}@${domain} (${role})`).join('\n')}
  Any other name is refused (it has no account). Stop with Ctrl+C.
`)

const stop = async (signal: NodeJS.Signals) => {
  server.kill(signal)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
server.on('exit', async (code) => {
  await provider.close()
  process.exit(code ?? 0)
})
