import type { StaffRole } from '../enquiries/staff-store.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Every value from the database or the request goes through this: visitors typed most of it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

/** A tagged template that escapes every interpolation unless it is already `SafeHtml`. */
export class SafeHtml {
  readonly value: string
  constructor(value: string) {
    this.value = value
  }
  toString(): string {
    return this.value
  }
}

type Interpolation = SafeHtml | string | number | null | undefined | readonly Interpolation[]

const render = (value: Interpolation): string => {
  if (value === null || value === undefined) return ''
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, index) => out + render(values[index - 1]) + text))
}

/** A wide table scrolls inside its own named region, which takes keyboard focus so it scrolls without a mouse. */
export function scrollRegion(label: string, table: SafeHtml): SafeHtml {
  return html`<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">${table}</div>`
}

export interface PageFrame {
  title: string
  /** Shown in the header with a sign-out button; absent on the sign-in and signed-out pages. */
  signedIn?: { email: string; role: StaffRole; isAdmin: boolean }
  body: SafeHtml
}

/** One stylesheet and (on the list) one script, both external, so the policy forbids every inline and foreign source. */
export function renderPage({ title, signedIn, body }: PageFrame): string {
  const navigation = signedIn
    ? html`<nav aria-label="Inbox">
        <ul>
          <li><a href="/staff">Enquiries</a></li>
          <li><a href="/staff/spam">Spam</a></li>
          <li><a href="/staff/sessions">Sessions</a></li>
          ${signedIn.isAdmin ? html`<li><a href="/staff/members">Staff and roles</a></li><li><a href="/staff/export">Export</a></li><li><a href="/staff/privacy">Privacy requests</a></li><li><a href="/staff/audit">Audit log</a></li>` : ''}
        </ul>
      </nav>
      <p class="who">${signedIn.email} (${signedIn.role})</p>
      <form method="post" action="/staff/auth/sign-out"><button type="submit">Sign out</button></form>`
    : ''
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · Enquiry inbox</title>
<link rel="stylesheet" href="/staff/assets/staff.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><p class="brand">GlobalTekForce enquiry inbox</p>${navigation}</header>
<main id="main">
<h1>${title}</h1>
${body}
</main>
</body>
</html>`}`
}
