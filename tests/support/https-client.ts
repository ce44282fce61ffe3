import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

export interface ClientResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export interface ClientRequest {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Trusted for https: (a test CA). */
  ca?: string
  /** The TLS name to ask for and check, when the URL names an address. */
  servername?: string
  /** The client's own source address (any 127.x address on loopback), so one machine plays many visitors. */
  localAddress?: string
  timeoutMs?: number
}

/** One request on a fresh connection (no keep-alive, so each request leaves from its own localAddress). */
export function send({
  url,
  method = 'GET',
  headers = {},
  body,
  ca,
  servername,
  localAddress,
  timeoutMs = 10_000,
}: ClientRequest): Promise<ClientResponse> {
  const target = new URL(url)
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolveResponse, reject) => {
    const outgoing = request(
      target,
      { method, headers, ca, servername, localAddress, agent: false, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolveResponse({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from ${url} in ${timeoutMs} ms`)))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
