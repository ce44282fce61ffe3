// Link schemes content may use; content links reach pages, JSON-LD and PDF annotations as written, so
// javascript:, data:, file:, vbscript: and http: (a downgrade a network attacker could rewrite) are refused.
export type LinkScheme = 'https:' | 'mailto:' | 'tel:'

/** Browsers strip leading spaces and controls (`\u0000javascript:`) and drop tabs and line breaks inside. */
const HIDDEN_OR_SPACE = /[\s\p{Cc}\p{Cf}]/u

const WRITTEN_FORM: Record<LinkScheme, RegExp> = {
  // A host must follow; credentials in the address (user@host) are refused as a phishing device.
  'https:': /^https:\/\/[^/?#@]+(?:[/?#]|$)/,
  'mailto:': /^mailto:[^@?]+@[^@?]+(?:\?|$)/,
  'tel:': /^tel:\+?[0-9][0-9().-]*$/,
}

/** True when `address` is written in one of `schemes`, in lower case, with nothing hidden before or in it. */
export function isLinkAddress(address: string, schemes: readonly LinkScheme[]): boolean {
  if (HIDDEN_OR_SPACE.test(address)) return false
  const parsed = URL.parse(address)
  if (!parsed) return false
  return schemes.some((scheme) => parsed.protocol === scheme && WRITTEN_FORM[scheme].test(address))
}

/** Throws for an address the content rules refuse; output builders call it as a last line of defense. */
export function requireLinkAddress(address: string, schemes: readonly LinkScheme[]): string {
  if (!isLinkAddress(address, schemes))
    throw new Error(`Refusing to link to ${JSON.stringify(address)}: only ${schemes.join(', ')} addresses`)
  return address
}

/** Wording the content gate shows an editor. */
export function describeLinkSchemes(schemes: readonly LinkScheme[]): string {
  const words: Record<LinkScheme, string> = {
    'https:': 'a web address starting with https://',
    'mailto:': 'an e-mail link starting with mailto:',
    'tel:': 'a phone link starting with tel:',
  }
  const listed = schemes.map((scheme) => words[scheme])
  return listed.length > 1 ? `${listed.slice(0, -1).join(', ')} or ${listed.at(-1)}` : (listed[0] ?? '')
}
