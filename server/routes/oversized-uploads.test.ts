import { Agent, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { PROBLEM_FIELD_LABELS } from '#contract/enquiry-fields.ts'
import { MESSAGES } from '#contract/enquiry-rules.ts'
import { startContactAppsPerTest } from '../../tests/fixtures/contact-app.ts'
import { consultationPayload } from '../../tests/fixtures/enquiry-fixtures.ts'
import { CONTACT_PATH } from './contact.ts'

/** Oversized posts from a client that writes its whole body without waiting (no Expect: 100-continue). */

const start = startContactAppsPerTest()
const MB = 1024 * 1024
const ROUNDS = 20

interface Outcome {
  status?: number
  contentType?: string
  connection?: string
  body: string
  /** EPIPE, ECONNRESET…: the client lost the connection before it read the whole answer. */
  error?: string
}

/** A consultation with a PDF-looking document of `documentBytes`, as a browser encodes the form. */
function multipartConsultation(documentBytes: number): { body: Buffer; contentType: string } {
  const boundary = '----oversizedUploadBoundary7MA4YWxkTrZu0gW'
  const fields = Object.entries(consultationPayload())
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
    )
    .join('')
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="scope.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
  const document = Buffer.alloc(documentBytes, 0x20)
  document.write('%PDF-1.7\n', 'latin1')
  return {
    body: Buffer.concat([
      Buffer.from(fields + fileHead, 'latin1'),
      document,
      Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** Writes the whole body at once, as browsers and most programs do, and reads whatever comes back. */
function post(
  port: number,
  { body, contentType, accept }: { body: Buffer; contentType: string; accept: string },
  agent: Agent | false,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { body: '' }
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: CONTACT_PATH,
      agent,
      headers: { 'content-type': contentType, 'content-length': body.length, accept },
    })
    const timer = setTimeout(() => {
      outcome.error ??= 'no answer within 30 s'
      req.destroy()
      settle()
    }, 30_000)
    req.on('response', (res) => {
      outcome.status = res.statusCode
      outcome.contentType = res.headers['content-type']
      outcome.connection = res.headers.connection
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        outcome.body += chunk
      })
      res.on('end', settle)
      res.on('error', (error: NodeJS.ErrnoException) => {
        outcome.error ??= error.code ?? error.message
        settle()
      })
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      outcome.error ??= error.code ?? error.message
      settle()
    })
    req.end(body)
  })
}

async function listen(app: Awaited<ReturnType<typeof start>>['app']): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return (app.server.address() as AddressInfo).port
}

/** Half the rounds on one kept-alive connection pool, as browsers post; half on a fresh connection each. */
async function postRounds(port: number, request: Parameters<typeof post>[1]): Promise<Outcome[]> {
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 })
  const outcomes: Outcome[] = []
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      outcomes.push(await post(port, request, round % 2 === 0 ? keepAlive : false))
    }
  } finally {
    keepAlive.destroy()
  }
  return outcomes
}

const isProblemPageAboutTheDocument = ({ status, contentType, body }: Outcome) =>
  status === 413 &&
  (contentType ?? '').startsWith('text/html') &&
  body.includes(`${PROBLEM_FIELD_LABELS.document}: ${MESSAGES.documentTooLarge}`) &&
  body.trimEnd().endsWith('</html>')

const failures = (outcomes: Outcome[], check: (outcome: Outcome) => boolean) =>
  outcomes.filter((outcome) => outcome.error !== undefined || !check(outcome))

describe('an oversized post is answered in a way every client can read', () => {
  it('gives the enhanced form its JSON 413 for a 10.5 MB document sent as JSON (a 14.7 MB body)', {
    timeout: 120_000,
  }, async () => {
    const { app } = await start()
    const port = await listen(app)
    const document = Buffer.alloc(10.5 * MB, 0x20)
    document.write('%PDF-1.7\n', 'latin1')
    const body = Buffer.from(
      JSON.stringify(
        consultationPayload({ filename: 'scope.pdf', fileContent: document.toString('base64') }),
      ),
    )
    const outcomes = await postRounds(port, {
      body,
      contentType: 'application/json',
      accept: 'application/json',
    })
    const wrong = failures(
      outcomes,
      ({ status, body: answer }) =>
        status === 413 && JSON.parse(answer).fields?.document === MESSAGES.documentTooLarge,
    )
    expect(wrong.map(({ status, error }) => error ?? status)).toEqual([])
    expect(outcomes.every(({ connection }) => connection === 'close')).toBe(true)
  })

  it('gives a plain form post of 25 MB the problem page naming the document limit', {
    timeout: 120_000,
  }, async () => {
    const { app } = await start()
    const port = await listen(app)
    const body = Buffer.from(
      new URLSearchParams(consultationPayload({ message: 'x'.repeat(25 * MB) })).toString(),
    )
    const outcomes = await postRounds(port, {
      body,
      contentType: 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
    })
    const wrong = failures(outcomes, isProblemPageAboutTheDocument)
    expect(wrong.map(({ status, error }) => error ?? status)).toEqual([])
  })

  it.each([
    ['an 11 MB', 11 * MB],
    ['a 25 MB', 25 * MB],
  ])(
    'answers the no-JavaScript form with %s document with the problem page',
    {
      timeout: 120_000,
    },
    async (_label, documentBytes) => {
      const { app } = await start()
      const port = await listen(app)
      const outcomes = await postRounds(port, {
        ...multipartConsultation(documentBytes),
        accept: 'text/html,application/xhtml+xml',
      })
      const wrong = failures(outcomes, isProblemPageAboutTheDocument)
      expect(wrong.map(({ status, error }) => error ?? status)).toEqual([])
    },
  )
})
