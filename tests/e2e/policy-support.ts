import type { Page } from '@playwright/test'

// Records CSP violations as securitypolicyviolation events (from an injected script, which the policy
// does not govern) and as console reports; Permissions-Policy reports are caught too.

interface Violation {
  directive: string
  blocked: string
  sample: string
  page: string
}

declare global {
  interface Window {
    cspViolations?: Violation[]
  }
}

const POLICY_CONSOLE_MESSAGE = /Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to/i

/** Records in every document loaded from now on; reads the current document's violations and all reports. */
export async function watchPolicies(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      })
    })
  })
  const consoleReports: string[] = []
  page.on('console', (message) => {
    if (POLICY_CONSOLE_MESSAGE.test(message.text()))
      consoleReports.push(`${message.type()}: ${message.text()}`)
  })
  // Violation events are queued as tasks; one more task lets those already raised arrive first.
  const violations = () =>
    page.evaluate(
      () => new Promise<Violation[]>((resolve) => setTimeout(() => resolve(window.cspViolations ?? []))),
    )
  return { violations, consoleReports }
}
