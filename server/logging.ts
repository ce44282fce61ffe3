import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import type { PrettyOptions } from 'pino-pretty'
import type { Env } from './env.ts'

export type LogFormat = 'pretty' | 'json'

export function chooseLogFormat(setting: Env['LOG_FORMAT'], isTTY: boolean | undefined): LogFormat {
  if (setting !== 'auto') return setting
  return isTTY ? 'pretty' : 'json'
}

type Level = 'debug' | 'info' | 'warn'

/** Pages, assets and probes arrive by the hundred, so they log at debug unless the answer is a server error. */
export function requestLogLevel({
  method,
  url,
  statusCode,
}: {
  method: string
  url: string
  statusCode: number
}): Level {
  const readsTheSite = (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/')
  if (!readsTheSite) return 'info'
  return statusCode >= 500 ? 'warn' : 'debug'
}

/** Errors still go through Fastify's own lines, in full. */
export class SiteLogController extends LogController {
  override incomingRequest(_request: FastifyRequest, _reply: FastifyReply) {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply)
    const level = requestLogLevel({ method: request.method, url: request.url, statusCode: reply.statusCode })
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}

/** One-time sign-in secrets (OAuth's code and state) that a log line must not carry. */
const SECRET_PARAMETERS = ['code', 'state']

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart === -1) return url
  const params = new URLSearchParams(url.slice(queryStart + 1))
  let redacted = false
  for (const name of SECRET_PARAMETERS)
    if (params.has(name)) {
      params.set(name, '[redacted]')
      redacted = true
    }
  return redacted ? `${url.slice(0, queryStart)}?${params.toString()}` : url
}

/** Fastify's own request fields, with the address's secrets redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

type LoggedRequest = {
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
}

export const PRETTY_OPTIONS: PrettyOptions = {
  sync: true,
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname,req,res,responseTime',
  messageFormat: (log, messageKey) => {
    const { req, res, responseTime } = log as LoggedRequest
    const message = String(log[messageKey] ?? '')
    if (!req || !res) return message
    return `${req.method} ${req.url} ${res.statusCode} (${Math.round(responseTime ?? 0)} ms) ${message}`
  },
}
