import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const SALT_BYTES = 16
const IV_BYTES = 12
const TAG_BYTES = 16
const INFO = 'content-editor refresh token'

function deriveKey(secret: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, INFO, 32))
}

/** AES-256-GCM under a key derived from the editor's secret: the browser keeps it but can neither read nor forge it. */
export function sealValue(value: string, secret: string): string {
  const salt = randomBytes(SALT_BYTES)
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, salt), iv)
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return Buffer.concat([salt, iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

/** Undefined for anything this server did not seal with this secret. */
export function unsealValue(sealed: string, secret: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url')
  if (bytes.length <= SALT_BYTES + IV_BYTES + TAG_BYTES) return undefined
  const salt = bytes.subarray(0, SALT_BYTES)
  const iv = bytes.subarray(SALT_BYTES, SALT_BYTES + IV_BYTES)
  const tag = bytes.subarray(bytes.length - TAG_BYTES)
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, salt), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([
      decipher.update(bytes.subarray(SALT_BYTES + IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return undefined
  }
}
