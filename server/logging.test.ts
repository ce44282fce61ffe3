import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import {
  chooseLogFormat,
  redactUrl,
  requestLogLevel,
  SiteLogController,
  serializeRequest,
} from './logging.ts'

describe('log format', () => {
  it('writes readable lines to a terminal and JSON lines anywhere else, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat('auto', true)).toBe('pretty')
    expect(chooseLogFormat('auto', false)).toBe('json')
    // A pipe or a file: Node leaves isTTY undefined on the stream.
    expect(chooseLogFormat('auto', undefined)).toBe('json')
    expect(chooseLogFormat('json', true)).toBe('json')
    expect(chooseLogFormat('pretty', undefined)).toBe('pretty')
  })
})

describe('request lines', () => {
  it('keeps pages, assets and health probes out of the info log, but not their server errors', () => {
    expect(requestLogLevel({ method: 'GET', url: '/assets/entry-abc.js', statusCode: 200 })).toBe('debug')
    expect(requestLogLevel({ method: 'HEAD', url: '/contact', statusCode: 200 })).toBe('debug')
    expect(requestLogLevel({ method: 'GET', url: '/wp-login.php', statusCode: 404 })).toBe('debug')
    expect(requestLogLevel({ method: 'GET', url: '/healthz', statusCode: 503 })).toBe('warn')
  })

  it('logs every enquiry API request at info', () => {
    expect(requestLogLevel({ method: 'POST', url: '/api/contact', statusCode: 201 })).toBe('info')
    expect(requestLogLevel({ method: 'POST', url: '/api/contact', statusCode: 422 })).toBe('info')
    expect(requestLogLevel({ method: 'GET', url: '/api/contact', statusCode: 404 })).toBe('info')
    expect(requestLogLevel({ method: 'POST', url: '/contact', statusCode: 404 })).toBe('info')
  })

  it('writes one line per request, when it is answered, with the request and the answer', () => {
    const controller = new SiteLogController()
    const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const request = { method: 'GET', url: '/about', log } as unknown as FastifyRequest
    const reply = { statusCode: 200, elapsedTime: 3, log } as unknown as FastifyReply
    controller.incomingRequest(request, reply)
    controller.requestCompleted(null, request, reply)
    expect(log.info).not.toHaveBeenCalled()
    expect(log.debug).toHaveBeenCalledTimes(1)
    expect(log.debug).toHaveBeenCalledWith({ req: request, res: reply, responseTime: 3 }, 'request completed')

    const failure = new Error('database gone')
    controller.requestCompleted(failure, request, reply)
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: failure, res: reply }),
      'request errored',
    )
  })
})

describe('secrets in addresses', () => {
  it('redacts the sign-in’s code and state wherever they appear, and leaves other addresses as they are', () => {
    expect(redactUrl('/api/keystatic/github/oauth/callback?code=0123abcd&state=s3cr3t')).toBe(
      '/api/keystatic/github/oauth/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    )
    expect(redactUrl('/search?q=code&page=2')).toBe('/search?q=code&page=2')
    expect(redactUrl('/about')).toBe('/about')
  })

  it('logs each request’s address redacted', () => {
    const request = {
      method: 'GET',
      url: '/api/keystatic/github/oauth/callback?state=s3cr3t&code=0123abcd',
      host: 'www.globaltekforce.com',
      ip: '203.0.113.7',
      socket: { remotePort: 50_000 },
    } as unknown as FastifyRequest
    const logged = JSON.stringify(serializeRequest(request))
    expect(logged).not.toContain('s3cr3t')
    expect(logged).not.toContain('0123abcd')
    expect(serializeRequest(request)).toMatchObject({ method: 'GET', remoteAddress: '203.0.113.7' })
  })
})
