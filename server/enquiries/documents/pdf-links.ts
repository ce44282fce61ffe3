// PDF links may go to web pages, e-mail and phone only: a Windows reader opening a UNC path or `file:` URL
// sends the user's network credentials to that host.
const WEB_MAIL_OR_PHONE = /^(?:https?:\/\/[^\\/]|mailto:|tel:)/i

/** Leading controls and spaces are dropped by browsers and readers alike before a URL is read. */
const trimLeading = (text: string) => text.replace(/^[\0-\x20]+/, '')

export function isWebMailOrPhoneLink(target: string): boolean {
  return WEB_MAIL_OR_PHONE.test(trimLeading(target))
}

/** `\\host\share`, `//host/share` (either slash) or a URL such as `file:` or `smb:`; not `C:\…`. */
export function isNetworkOrUrlPath(path: string): boolean {
  return /^(?:[\\/]{2}|[a-z][a-z0-9+.-]+:)/i.test(trimLeading(path))
}
