import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { chooseLogFormat, requestLogLevel, SiteLogController } from './logging.ts'

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
