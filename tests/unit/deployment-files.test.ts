import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'

const root = resolve(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(resolve(root, path), 'utf8')
const packageScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts

const Healthcheck = z.object({
  test: z.array(z.string()).min(2),
  interval: z.string(),
  timeout: z.string(),
  retries: z.number().int().min(1),
})
const Healthy = z.object({ condition: z.literal('service_healthy') })

const AppService = z.object({
  image: z.string().min(1),
  build: z.literal('.'),
  env_file: z.literal('.env'),
  environment: z.object({
    DATABASE_URL: z.string().regex(/^postgres:\/\/.*@postgres:5432\//),
    HOST: z.literal('0.0.0.0'),
    TRUST_PROXY: z.string().min(1),
  }),
  read_only: z.literal(true),
  tmpfs: z.array(z.literal('/tmp')),
  volumes: z.array(z.string().regex(/^[\w-]+:\/data$/)).length(1),
  depends_on: z.object({ postgres: Healthy }),
  healthcheck: Healthcheck.extend({
    test: z.array(z.string()).refine((test) => test.join(' ').includes('/livez')),
  }),
  stop_grace_period: z.string(),
})

const ComposeFile = z.object({
  services: z.object({
    'app-1': AppService,
    'app-2': AppService,
    postgres: z.object({
      image: z.string().regex(/^postgres:/),
      environment: z.object({ POSTGRES_PASSWORD: z.string().regex(/^\$\{POSTGRES_PASSWORD:\?/) }),
      volumes: z.array(z.string()).min(1),
      healthcheck: Healthcheck,
    }),
    caddy: z.object({
      image: z.string().regex(/^caddy:/),
      ports: z.array(z.string()).refine((ports) => ports.includes('80:80') && ports.includes('443:443')),
      environment: z.object({ SITE_ADDRESS: z.string(), UPSTREAMS: z.literal('app-1:3000 app-2:3000') }),
      volumes: z
        .array(z.string())
        .refine((volumes) => volumes.includes('./Caddyfile:/etc/caddy/Caddyfile:ro')),
      depends_on: z.object({ 'app-1': Healthy, 'app-2': Healthy }),
      healthcheck: Healthcheck,
      networks: z.object({ site: z.object({ ipv4_address: z.string() }) }),
    }),
  }),
  volumes: z.record(z.string(), z.null()),
})

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as unknown

  it('runs two app instances on PostgreSQL behind Caddy, each with health checks, volumes and .env secrets', () => {
    const parsed = ComposeFile.safeParse(compose)
    expect(parsed.error?.issues ?? []).toEqual([])
  })

  it('trusts X-Forwarded-For only from the address Caddy is given, and names volumes it declares', () => {
    const { services, volumes } = ComposeFile.parse(compose)
    expect(services['app-1'].environment.TRUST_PROXY).toBe(services.caddy.networks.site.ipv4_address)
    for (const app of [services['app-1'], services['app-2']]) {
      const [volume = ''] = app.volumes
      expect(Object.keys(volumes)).toContain(volume.split(':')[0])
    }
    expect(services['app-1'].volumes).not.toEqual(services['app-2'].volumes)
  })

  it('serves the Caddyfile and builds the Dockerfile that are in the repository', () => {
    expect(existsSync(resolve(root, 'Caddyfile'))).toBe(true)
    expect(existsSync(resolve(root, 'Dockerfile'))).toBe(true)
  })
})

const Step = z.object({
  uses: z.string().optional(),
  run: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
})
const Workflow = z.object({
  on: z.object({ pull_request: z.null(), push: z.object({ branches: z.array(z.string()) }) }),
  jobs: z.record(
    z.string(),
    z.object({
      if: z.string().optional(),
      permissions: z.record(z.string(), z.string()).optional(),
      steps: z.array(Step).min(1),
    }),
  ),
})

describe('.github/workflows/ci.yml', () => {
  const workflow = Workflow.parse(parse(read('.github/workflows/ci.yml')))
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)

  it('runs on every pull request, with no filter that would skip the content editor’s', () => {
    expect(workflow.on.pull_request).toBeNull()
  })

  it('runs .ci/run, which exists and is executable, and only npm scripts that exist', () => {
    const commands = steps.flatMap((step) => (step.run ? [step.run] : []))
    expect(commands.some((command) => command.includes('.ci/run'))).toBe(true)
    accessSync(resolve(root, '.ci/run'), constants.X_OK)
    expect(read('.ci/run')).toMatch(/^npm test$/m)
    const npmScripts = [...commands.join('\n').matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? '')
    for (const script of ['test', ...npmScripts]) expect(Object.keys(packageScripts)).toContain(script)
    expect(packageScripts.test).toContain('npm run test:image')
  })

  it('publishes the image only from the default branch, with permission to write packages', () => {
    const [name, publish] =
      Object.entries(workflow.jobs).find(([, job]) =>
        job.steps.some((step) => step.uses?.startsWith('docker/build-push-action')),
      ) ?? []
    expect(name).toBeDefined()
    expect(publish?.if).toContain('github.event.repository.default_branch')
    expect(publish?.permissions?.packages).toBe('write')
    const build = publish?.steps.find((step) => step.uses?.startsWith('docker/build-push-action'))
    expect(existsSync(resolve(root, String(build?.with?.file)))).toBe(true)
    expect(build?.with?.push).toBe(true)
    const login = publish?.steps.find((step) => step.uses?.startsWith('docker/login-action'))
    expect(login?.with?.registry).toBe('ghcr.io')
    expect(String(login?.with?.password)).toMatch(/^\$\{\{ secrets\.GITHUB_TOKEN \}\}$/)
  })
})

/** Files of the repository a command line names: scripts it runs and files it hashes. */
const namedFiles = (text: string) =>
  [...text.matchAll(/(?<![\w./-])(?:\.\/)?((?:scripts|tests|\.ci)\/[\w./-]*[\w-])/g)].map(
    (match) => match[1] ?? '',
  )

describe('the files CI runs', () => {
  const workflows = readdirSync(resolve(root, '.github/workflows')).filter((name) => /\.ya?ml$/.test(name))

  it('are workflows that parse, each job with steps, naming only files that exist', () => {
    expect(workflows).toContain('ci.yml')
    for (const name of workflows) {
      const text = read(`.github/workflows/${name}`)
      const parsed = z
        .object({ jobs: z.record(z.string(), z.object({ steps: z.array(Step).min(1) })) })
        .safeParse(parse(text))
      expect(parsed.error?.issues ?? [], name).toEqual([])
      for (const file of namedFiles(text))
        expect(existsSync(resolve(root, file)), `${name}: ${file}`).toBe(true)
    }
  })

  it('start scripts that exist, and the shell ones can be run as they are called', () => {
    const commands = [read('.ci/run'), ...Object.values(packageScripts)].join('\n')
    const files = namedFiles(commands)
    expect(files).toContain('scripts/test-support/start-test-postgres.sh')
    expect(files).toContain('scripts/build-steps/container/build-image.sh')
    for (const file of files) {
      expect(existsSync(resolve(root, file)), file).toBe(true)
      if (file.endsWith('.sh')) accessSync(resolve(root, file), constants.X_OK)
    }
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  const instructions = (keyword: string) =>
    [...dockerfile.matchAll(new RegExp(`^${keyword} (.+)$`, 'gm'))].map((match) => match[1] ?? '')
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))

  it('builds every stage on NODE_IMAGE, whose default is the official Node 24 slim image', () => {
    expect(instructions('ARG')).toContain('NODE_IMAGE=node:24-bookworm-slim')
    const stages = instructions('FROM')
    expect(stages.length).toBeGreaterThanOrEqual(2)
    for (const stage of stages) expect(stage).toMatch(/^\$\{NODE_IMAGE\}( AS [\w-]+)?$/)
  })

  it('runs as an unprivileged user under tini, checks its health without curl and declares DATA_DIR its one volume', () => {
    expect(finalStage).toMatch(/^USER (?!root\b|0\b)\w+$/m)
    expect(finalStage).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m)
    const healthcheck = /^HEALTHCHECK [\s\S]*?CMD (.+)$/m.exec(finalStage)?.[1] ?? ''
    expect(healthcheck).toContain('/livez')
    expect(healthcheck).not.toMatch(/curl|wget/)
    const dataDir = /\bDATA_DIR=(\S+)/.exec(finalStage)?.[1]
    expect(instructions('VOLUME')).toEqual([`["${dataDir}"]`])
  })
})

describe('.dockerignore', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))

  it('keeps secrets, stored enquiries, history and local builds out of the build context', () => {
    for (const entry of ['.env', '.env.*', 'data', '.git', 'node_modules', 'build'])
      expect(ignored).toContain(entry)
    expect(ignored).not.toContain('!.env')
  })
})
