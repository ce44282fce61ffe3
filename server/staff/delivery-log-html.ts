import type { DeliveryAttempt, StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import { html, type SafeHtml, scrollRegion } from './staff-html.ts'

const utcTime = (iso: string) => iso.replace('T', ' ').slice(0, 19)

/**
 * Every attempt under its channel, so staff can tell a flaky receiver from a dead one before retrying;
 * seconds are shown because retries of one delivery can fall within the same minute.
 */
export function renderDeliveryLog(
  deliveries: StoredEnquiry['deliveries'],
  attempts: readonly DeliveryAttempt[],
): SafeHtml {
  return html`<h3>Delivery log</h3>${deliveries.map((delivery) => {
    const ofChannel = attempts.filter((attempt) => attempt.channel === delivery.channel)
    return ofChannel.length > 0
      ? scrollRegion(
          `${delivery.channel} attempts`,
          html`<table>
  <caption>${delivery.channel} attempts</caption>
  <thead><tr><th scope="col">When (UTC)</th><th scope="col">Outcome</th><th scope="col">Error</th></tr></thead>
  <tbody>${ofChannel.map(
    (attempt) =>
      html`<tr><td>${utcTime(attempt.attemptedAt)}</td><td>${attempt.outcome}</td><td>${attempt.error ?? ''}</td></tr>`,
  )}</tbody>
</table>`,
        )
      : html`<p>${delivery.channel}: no attempts yet.</p>`
  })}`
}
