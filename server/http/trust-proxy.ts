import { isIP } from 'node:net'

// Off by default: without a proxy the header is the client's word, so anyone could pick their rate-limit key.
// Unset/"false"/"0" trusts nothing; a number N the N nearest proxies; a list those addresses/CIDRs.
export type TrustProxy = false | number | string[]

const CIDR = /^(?<address>[^/]+)(?:\/(?<bits>\d{1,3}))?$/

export function isAddressOrCidr(entry: string): boolean {
  const match = CIDR.exec(entry)
  const address = match?.groups?.address ?? ''
  const family = isIP(address)
  if (family === 0) return false
  const bits = match?.groups?.bits
  if (bits === undefined) return true
  return Number(bits) <= (family === 4 ? 32 : 128)
}

/** Returns an error message instead when the value is neither a count nor a list. */
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

/** For a hop count, trusts the `hops` addresses nearest the server (index 0 is the TCP peer). */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust
  return (_address: string, hop: number) => hop < trust
}
