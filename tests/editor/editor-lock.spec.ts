import { existsSync, readFileSync } from 'node:fs'
import { type ClientRequest, request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { sharedLocalEditor } from './local-editor.ts'

const session = sharedLocalEditor({ unlock: false })

const SCHEMA = 'content/redirects-schema.ts'
const LEADERSHIP = 'content/data/leadership.json'
const LOGO = 'assets/images/clients/clients/0/logo.png'
const ATTACKER_HOST = 'rebind.attacker.example'
/** A line that would run at the next build, dev server, editor or server start. */
const PAYLOAD = Buffer.from('process.exit(1)\n').toString('base64')

let port: string
let cookie: string

test.beforeAll(() => {
  port = new URL(session.current.url).port
  cookie = `editor-key-${port}=${session.current.key}`
})

const { readText } = session

interface Answer {
  status: number
  text: string
}

type Headers = Record<string, string | undefined>
/** Sends the body in parts; `answered` turns true once the editor has answered and wants no more. */
type BodyWriter = (request: ClientRequest, answered: () => boolean) => void

/**
 * A raw request, so Host, Origin and the body can be anything a page or a script could send. A header
 * given as undefined is left out.
 */
function send(
  method: string,
  path: string,
  headers: Headers = {},
  body?: string | BodyWriter,
): Promise<Answer> {
  const sent = Object.entries({ host: `127.0.0.1:${port}`, ...headers }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  let answered = false
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: Object.fromEntries(sent) },
      (response) => {
        answered = true
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    // The editor closes the connection on a refusal; a body still being sent then fails to write.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    if (typeof body === 'function') {
      // The headers go at once: the editor must answer from them alone.
      request.flushHeaders()
      body(request, () => answered || request.destroyed)
    } else request.end(body)
  })
}

/** A save as Keystatic's page sends it, from the editor's own origin. */
function save(
  additions: { path: string; contents: string }[],
  deletions: { path: string }[] = [],
  headers: Headers = {},
) {
  return send(
    'POST',
    '/api/keystatic/update',
    {
      'content-type': 'application/json',
      'no-cors': '1',
      origin: `http://127.0.0.1:${port}`,
      'sec-fetch-site': 'same-origin',
      cookie,
      ...headers,
    },
    JSON.stringify({ additions, deletions }),
  )
}

test('a page that rebinds its own name to 127.0.0.1 cannot save, with or without the key, and the file keeps its bytes', async () => {
  const before = readText(SCHEMA)
  const rebound = { host: `${ATTACKER_HOST}:${port}`, origin: `http://${ATTACKER_HOST}:${port}` }
  const asTheAttackerSends = await save([{ path: SCHEMA, contents: PAYLOAD }], [], {
    ...rebound,
    cookie: undefined,
  })
  expect(asTheAttackerSends.status).toBe(403)
  const withTheKey = await save([{ path: SCHEMA, contents: PAYLOAD }], [], rebound)
  expect(withTheKey.status).toBe(403)
  expect((await send('GET', '/keystatic', { host: rebound.host, cookie })).status).toBe(403)
  expect(readText(SCHEMA)).toBe(before)
})

test('without this run’s key, the page, its modules and the API are refused', async () => {
  const before = readText(LEADERSHIP)
  const edited = Buffer.from(before.replace('Laura Chen', 'Mallory')).toString('base64')
  for (const key of [{}, { cookie: `editor-key-${port}=${'A'.repeat(session.current.key.length)}` }]) {
    expect((await send('GET', '/keystatic', key)).status).toBe(403)
    expect((await send('GET', '/main.tsx', key)).status).toBe(403)
    expect((await send('GET', '/api/keystatic/tree', { 'no-cors': '1', ...key })).status).toBe(403)
    expect(
      (await save([{ path: LEADERSHIP, contents: edited }], [], { cookie: undefined, ...key })).status,
    ).toBe(403)
  }
  expect((await send('GET', `/keystatic?token=${session.current.key.slice(1)}x`)).status).toBe(403)
  expect(readText(LEADERSHIP)).toBe(before)
})

test('another site’s page is refused even when the browser sends the key', async () => {
  const before = readText(LEADERSHIP)
  const edited = Buffer.from(before.replace('Laura Chen', 'Mallory')).toString('base64')
  const foreign = await save([{ path: LEADERSHIP, contents: edited }], [], {
    origin: 'http://127.0.0.1:5173',
  })
  expect(foreign.status).toBe(403)
  const crossSite = await save([{ path: LEADERSHIP, contents: edited }], [], {
    'sec-fetch-site': 'same-site',
  })
  expect(crossSite.status).toBe(403)
  const noOrigin = await save([{ path: LEADERSHIP, contents: edited }], [], { origin: undefined })
  expect(noOrigin.status).toBe(403)
  expect(readText(LEADERSHIP)).toBe(before)
})

test('the printed address sets an HttpOnly, SameSite=Strict key cookie and loads the editor without the key in it', async ({
  page,
}) => {
  expect((await page.goto(`${session.current.url}/keystatic`))?.status()).toBe(403)
  const response = await page.goto(session.current.address)
  expect(response?.status()).toBe(200)
  expect(page.url()).toBe(`${session.current.url}/keystatic`)
  const [key] = await page.context().cookies(session.current.url)
  expect(key).toMatchObject({ name: `editor-key-${port}`, httpOnly: true, sameSite: 'Strict', path: '/' })
  await expect(page.getByRole('link', { name: 'Leadership team' }).first()).toBeVisible()
})

test('with the key, a save may write only the data files and pictures in the upload folders', async () => {
  const schema = readText(SCHEMA)
  const refusedWrites = [
    SCHEMA,
    'content/redirects.ts',
    'content/data/pages.evil.mjs',
    'content/data/redirects-evil.json',
    'content/data-files/x.ts',
    'assets/images/clients-evil.js',
    'assets/images/clients/clients/0/logo.js',
    'assets/images/uploads/home.ts',
    'content/data/../redirects-schema.ts',
    'content/data/solutions/../company.json',
    'content/data/solutions/a/b.json',
    'content/data/solutions/Bad.json',
    'content/data/solutions/%2e%2e.json',
    'content/data/categories/new.json.ts',
  ]
  const readIfAny = (path: string) =>
    existsSync(join(session.current.root, path))
      ? readFileSync(join(session.current.root, path), 'utf8')
      : undefined
  for (const path of refusedWrites) {
    const before = readIfAny(path)
    const answer = await save([{ path, contents: PAYLOAD }])
    expect(answer.status, path).toBe(403)
    expect(readIfAny(path), path).toBe(before)
  }
  expect((await save([], [{ path: SCHEMA }])).status).toBe(403)
  expect((await save([], [{ path: 'content/data/solutions/../company.json' }])).status).toBe(403)
  expect(readText(SCHEMA)).toBe(schema)
  // Keystatic's own reader lets this path through as well; the editor reads only what it writes.
  const sha = 'a'.repeat(40)
  expect((await send('GET', `/api/keystatic/blob/${sha}/${SCHEMA}`, { 'no-cors': '1', cookie })).status).toBe(
    403,
  )

  const leadership = readText(LEADERSHIP)
  const edited = leadership.replace('Laura Chen', 'Laura Chen-Ortiz')
  const picture = Buffer.from('89504e470d0a1a0a', 'hex')
  const saved = await save([
    { path: LEADERSHIP, contents: Buffer.from(edited).toString('base64') },
    { path: LOGO, contents: picture.toString('base64') },
  ])
  expect(saved.status, saved.text).toBe(200)
  expect(readText(LEADERSHIP)).toBe(edited)
  expect(readFileSync(join(session.current.root, LOGO))).toEqual(picture)
})

test('a save larger than the limit is refused with 413 before it is read, declared or chunked', async () => {
  const before = readText(LEADERSHIP)
  const declared = await send(
    'POST',
    '/api/keystatic/update',
    {
      'content-type': 'application/json',
      'no-cors': '1',
      origin: `http://127.0.0.1:${port}`,
      cookie,
      'content-length': String(41 * 1024 * 1024),
    },
    // Headers only: the answer arrives although not one byte of the declared body was sent.
    () => undefined,
  )
  expect(declared.status).toBe(413)

  // Without the key the body is not read either, however long it says it is.
  const locked = await send(
    'POST',
    '/api/keystatic/update',
    { 'content-type': 'application/json', 'content-length': String(1024 * 1024) },
    () => undefined,
  )
  expect(locked.status).toBe(403)

  let sent = 0
  const chunk = Buffer.alloc(1024 * 1024, 'a')
  const chunked = await send(
    'POST',
    '/api/keystatic/update',
    {
      'content-type': 'application/json',
      'no-cors': '1',
      origin: `http://127.0.0.1:${port}`,
      cookie,
      'transfer-encoding': 'chunked',
    },
    (request, answered) => {
      // Sends as fast as the editor reads, up to 100 MB; it should answer soon after 40.
      const next = () => {
        if (answered() || sent >= 100 * 1024 * 1024) return
        sent += chunk.length
        if (request.write(chunk)) setImmediate(next)
        else request.once('drain', next)
      }
      next()
    },
  )
  expect(chunked.status).toBe(413)
  // 40 MB read, plus what the connection's buffers held when the answer came.
  expect(sent).toBeLessThan(60 * 1024 * 1024)
  expect(readText(LEADERSHIP)).toBe(before)
})

test('a malformed save is answered 400 and changes nothing', async () => {
  const catalog = readText('content/data/catalog.json')
  const headers = {
    'content-type': 'application/json',
    'no-cors': '1',
    origin: `http://127.0.0.1:${port}`,
    cookie,
  }
  expect((await send('POST', '/api/keystatic/update', headers, '{"additions": [')).status).toBe(400)
  expect((await send('POST', '/api/keystatic/update', headers, '{"additions": [{}]}')).status).toBe(400)
  const notJson = Buffer.from('{ "categories": [').toString('base64')
  expect((await save([{ path: 'content/data/catalog.json', contents: notJson }])).status).toBe(400)
  expect(readText('content/data/catalog.json')).toBe(catalog)
})
