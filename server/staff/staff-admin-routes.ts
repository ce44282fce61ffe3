import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { toCsv } from '../enquiries/enquiry-csv.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import { deleteByEmail, findByEmail, subjectAccessCopy } from '../enquiries/subject-requests.ts'
import { refuseWithout, type StaffContext, sendPage } from './staff-context.ts'
import { html, scrollRegion } from './staff-html.ts'

/** Long enough for any real address; longer input is not looked up. */
const EMAIL_MAX_LENGTH = 254

const formatDay = (iso: string) => iso.replace('T', ' ').slice(0, 16)

const stamp = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Exports and privacy requests, administrators only. Every action is a POST, so the Origin check applies and
 * an address never sits in a URL or an access log; the audit log records counts, never the address.
 */
export function registerStaffAdminRoutes(app: FastifyInstance, context: StaffContext): void {
  const { repo, now, audit } = context

  const admit = (request: FastifyRequest, reply: FastifyReply) =>
    refuseWithout(context, request, reply, 'administer')

  const emailIn = (request: FastifyRequest): string | null => {
    const { email } = (request.body ?? {}) as Record<string, unknown>
    if (typeof email !== 'string') return null
    const trimmed = email.trim()
    return trimmed.length > 0 && trimmed.length <= EMAIL_MAX_LENGTH && trimmed.includes('@') ? trimmed : null
  }

  const askForAddress = (request: FastifyRequest, reply: FastifyReply, status = 400) =>
    sendPage(reply, status, {
      title: 'Privacy requests',
      body: html`<p class="error">Enter the e-mail address the person wrote from.</p><p><a href="/staff/privacy">Privacy requests</a></p>`,
      session: context.session(request),
    })

  const enquiryTable = (enquiries: StoredEnquiry[]) =>
    scrollRegion(
      'Enquiries from this address',
      html`<table>
  <caption>Enquiries from this address</caption>
  <thead><tr><th scope="col">Reference</th><th scope="col">Received (UTC)</th><th scope="col">Name</th><th scope="col">Company</th><th scope="col">Document</th></tr></thead>
  <tbody>${enquiries.map(
    (enquiry) =>
      html`<tr><td><a href="/staff/enquiries/${enquiry.id}">${enquiry.reference}</a></td><td>${formatDay(enquiry.createdAt)}</td><td>${enquiry.name}</td><td>${enquiry.company}</td><td>${enquiry.document ? 'Yes' : 'No'}</td></tr>`,
  )}</tbody>
</table>`,
    )

  app.get('/staff/export', async (request, reply) => {
    const refused = admit(request, reply)
    if (refused) return refused
    const body = html`<p>Every enquiry as a spreadsheet (CSV), with the same columns as <code>npm run enquiries -- export --format csv</code>. Cells that a spreadsheet would run as a formula are neutralized. The file holds visitors' personal data: keep it only as long as you need it.</p>
<form method="post" action="/staff/export/enquiries.csv"><button type="submit">Download all enquiries (CSV)</button></form>`
    return sendPage(reply, 200, { title: 'Export', body, session: context.session(request) })
  })

  app.post('/staff/export/enquiries.csv', async (request, reply) => {
    const refused = admit(request, reply)
    if (refused) return refused
    const enquiries = await repo.listEnquiries()
    await audit(context.session(request).email, 'export-enquiries', null, `${enquiries.length} enquiries`)
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="enquiries-${stamp(now())}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(toCsv(enquiries))
  })

  app.get('/staff/privacy', async (request, reply) => {
    const refused = admit(request, reply)
    if (refused) return refused
    const body = html`<p>When someone asks what we hold about them, or asks us to delete it, find their enquiries by the address they wrote from. The audit log records that a request was handled and how many enquiries it covered, not the address.</p>
<form method="post" action="/staff/privacy/find">
  <p><label for="email">E-mail address</label><br>
  <input id="email" name="email" type="email" required maxlength="${EMAIL_MAX_LENGTH}" autocomplete="off"></p>
  <p><button type="submit">Find</button></p>
</form>`
    return sendPage(reply, 200, { title: 'Privacy requests', body, session: context.session(request) })
  })

  app.post('/staff/privacy/find', async (request, reply) => {
    const refused = admit(request, reply)
    if (refused) return refused
    const email = emailIn(request)
    if (!email) return askForAddress(request, reply)
    const enquiries = await findByEmail(repo, email)
    await audit(context.session(request).email, 'privacy-find', null, `${enquiries.length} enquiries`)
    const body =
      enquiries.length === 0
        ? html`<p>Nothing is held for <strong>${email}</strong>.</p><p><a href="/staff/privacy">Another address</a></p>`
        : html`<p>${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'} from <strong>${email}</strong>.</p>
${enquiryTable(enquiries)}
<form method="post" action="/staff/privacy/export">
  <input type="hidden" name="email" value="${email}">
  <p><button type="submit">Download a copy for the person (JSON)</button></p>
</form>
<form method="post" action="/staff/privacy/delete">
  <input type="hidden" name="email" value="${email}">
  <p><button type="submit">Delete these enquiries…</button></p>
</form>`
    return sendPage(reply, 200, { title: 'Privacy requests', body, session: context.session(request) })
  })

  app.post('/staff/privacy/export', async (request, reply) => {
    const refused = admit(request, reply)
    if (refused) return refused
    const email = emailIn(request)
    if (!email) return askForAddress(request, reply)
    const copy = await subjectAccessCopy(repo, email, now())
    await audit(context.session(request).email, 'privacy-export', null, `${copy.enquiries.length} enquiries`)
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="privacy-copy-${stamp(now())}.json"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(JSON.stringify(copy, null, 2))
  })

  /** First the list and a confirmation; only a second POST with confirm=yes and the listed ids deletes. */
  app.post('/staff/privacy/delete', async (request, reply) => {
    const refused = admit(request, reply)
    if (refused) return refused
    const email = emailIn(request)
    if (!email) return askForAddress(request, reply)
    const form = (request.body ?? {}) as Record<string, unknown>
    const enquiries = await findByEmail(repo, email)
    const session = context.session(request)
    if (form.confirm !== 'yes') {
      if (enquiries.length === 0) return askForAddress(request, reply, 404)
      const body = html`<p class="error">This deletes ${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'} from <strong>${email}</strong>, with their documents, notes, history and any delivery still waiting. It cannot be undone here; backup copies expire on their own schedule.</p>
${enquiryTable(enquiries)}
<form method="post" action="/staff/privacy/delete">
  <input type="hidden" name="email" value="${email}">
  <input type="hidden" name="confirm" value="yes">
  ${enquiries.map((enquiry) => html`<input type="hidden" name="id" value="${enquiry.id}">`)}
  <p><button type="submit">Yes, delete ${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'}</button> <a href="/staff/privacy">Cancel</a></p>
</form>`
      return sendPage(reply, 200, { title: 'Confirm deletion', body, session })
    }
    // Only what was shown and confirmed, and only while it still belongs to this address.
    const confirmed = new Set([form.id].flat().filter((id): id is string => typeof id === 'string'))
    const ids = enquiries.map((enquiry) => enquiry.id).filter((id) => confirmed.has(id))
    const count = await deleteByEmail(repo, ids, now())
    await audit(
      session.email,
      'privacy-delete',
      null,
      `${count.enquiries} enquiries, ${count.documents} documents`,
    )
    const body = html`<p>Deleted ${count.enquiries} ${count.enquiries === 1 ? 'enquiry' : 'enquiries'} and ${count.documents} ${count.documents === 1 ? 'document' : 'documents'}.</p><p><a href="/staff/privacy">Privacy requests</a></p>`
    return sendPage(reply, 200, { title: 'Deleted', body, session })
  })
}
