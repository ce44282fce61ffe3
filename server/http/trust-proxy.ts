import { isIP } from 'node:net'

/**
 * Which hops in X-Forwarded-For the server may believe. Off by default: with no proxy in front, the
 * header is whatever the client wrote, and trusting it would let anyone pick their own rate-limit key.
 *  - unset, "", "false", "0": trust nothing; the client address is the TCP peer.
 *  - a whole number N: trust the N proxies closest to the server (a load balancer is usually 1).
 *  - a comma-separated list of addresses or CIDR ranges: trust those proxies only.
 */
export type TrustProxy = false | number | string[]

const CIDR = /^(?<address>[^/]+)(?:\/(?<bits>\d{1,3}))?$/

/** True for "10.0.0.1", "10.0.0.0/8", "::1" or "fd00::/8"; the prefix fits the address family. */
export function isAddressOrCidr(entry: string): boolean {
  const match = CIDR.exec(entry)
  const address = match?.groups?.address ?? ''
  const family = isIP(address)
  if (family === 0) return false
  const bits = match?.groups?.bits
  if (bits === undefined) return true
  return Number(bits) <= (family === 4 ? 32 : 128)
}

/** Parses TRUST_PROXY; returns an error message instead when the value is neither a count nor a list. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'false' || value === '0') return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops <= 10 ? hops : { error: 'a hop count must be between 0 and 10' }
  }
  if (value === 'true') {
    return { error: 'name the proxies (a hop count or addresses/CIDRs); "true" would trust any client' }
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry))
  if (invalid.length > 0) return { error: `not an IP address or CIDR range: ${invalid.join(', ')}` }
  return entries
}

/**
 * Fastify's form of the setting: false, the list as is, or for a hop count a function trusting the
 * `hops` addresses nearest the server (index 0 is the TCP peer), which is what a count means.
 */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust
  return (_address: string, hop: number) => hop < trust
}
