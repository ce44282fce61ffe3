import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DOCUMENT_FIELD, enquiryFields } from '#contract/enquiry-fields.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import {
  ENQUIRY_STATUSES,
  type EnquiryHandling,
  STAFF_ROLES,
  type StaffRole,
  type StaffSession,
} from '../enquiries/staff-store.ts'
import { renderDeliveryLog } from './delivery-log-html.ts'
import { type ActiveSession, hasPermission, type StaffPermission } from './staff-access.ts'
import { clearSessionCookie, isApi, type StaffContext, sendPage } from './staff-context.ts'
import { NOTE_MAX_LENGTH, registerHandlingRoutes, STATUS_LABELS } from './staff-handling-routes.ts'
import { html, type SafeHtml, scrollRegion } from './staff-html.ts'
import {
  filtersQuery,
  isFiltered,
  matchesFilters,
  parseListFilters,
  renderFilterForm,
} from './staff-list-filters.ts'
import { STAFF_LIVE_SCRIPT_PATH } from './staff-live-script.ts'
import { SIGNED_OUT_PATH } from './staff-options.ts'

const label = (column: string) => {
  const words = column.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const LIVE_POLL_SECONDS = 15

const formatTime = (epochMs: number) => new Date(epochMs).toISOString().replace('T', ' ').slice(0, 16)

/** RFC 6266: an ASCII fallback and the UTF-8 name, so no file name can break out of the header. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function registerStaffInboxRoutes(app: FastifyInstance, context: StaffContext): void {
  const { repo, store, now, audit } = context

  /** A 403 for a role without the permission; the route stops when this returns a reply. */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    permission: StaffPermission,
  ): FastifyReply | null => {
    if (hasPermission(context.session(request).role, permission)) return null
    if (isApi(request)) return reply.code(403).send({ error: 'forbidden', needs: permission })
    return sendPage(reply, 403, {
      title: 'Not allowed',
      body: html`<p class="error">Your role does not allow this.</p>`,
      session: context.session(request),
    })
  }

  const NOT_HANDLED: EnquiryHandling = { status: 'new', owner: null, updatedAt: null }
  const summaries = async (session: ActiveSession) => {
    const [enquiries, read, handling] = await Promise.all([
      repo.listEnquiries(),
      store.listReadEnquiryIds(session.email),
      store.listHandling(),
    ])
    return enquiries
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((enquiry) => ({
        enquiry,
        unread: !read.has(enquiry.id),
        handling: handling.get(enquiry.id) ?? NOT_HANDLED,
      }))
  }

  /** Everyone an enquiry can be assigned to, and anyone who still owns one. */
  const ownerChoices = async (summaries: readonly { handling: EnquiryHandling }[]) => {
    const members = await store.listMembers()
    const handlers = members
      .filter((member) => hasPermission(member.role, 'handle'))
      .map((member) => member.email)
    const current = summaries.flatMap(({ handling }) => (handling.owner ? [handling.owner] : []))
    return [...new Set([...handlers, ...current])].toSorted()
  }

  app.get('/staff', async (request, reply) => {
    const session = context.session(request)
    const all = await summaries(session)
    const owners = await ownerChoices(all)
    const { filters, problems } = parseListFilters(request.query, owners)
    const filtered = isFiltered(filters)
    const rows = all.filter((summary) => matchesFilters(summary, filters))
    await audit(session.email, 'view-list', null, `${rows.length} enquiries${filtered ? ' (filtered)' : ''}`)
    const newest = all[0]?.enquiry.createdAt ?? ''
    const empty = filtered ? 'Nothing matches your search and filters.' : 'No enquiries yet.'
    const body = html`${renderFilterForm(filters, owners)}
${problems.length > 0 ? html`<div class="error" role="alert">${problems.map((problem) => html`<p>${problem}</p>`)}</div>` : ''}
<p id="enquiry-announcer" class="visually-hidden" aria-live="polite"></p>
${rows.length === 0 ? html`<p id="enquiry-empty">${empty}</p>` : ''}
<p id="enquiry-list-help">Newest first; the ones you have not opened are marked Unread. New enquiries${filtered ? ' that match' : ''} appear here as they arrive.</p>
${scrollRegion(
  'Enquiry list',
  html`<table aria-describedby="enquiry-list-help">
  <caption>Enquiry list</caption>
  <thead><tr><th scope="col">Reference</th><th scope="col">Received (UTC)</th><th scope="col">Name</th><th scope="col">Company</th><th scope="col">Status</th><th scope="col">Owner</th><th scope="col">Read</th></tr></thead>
  <tbody id="enquiry-rows" data-since="${newest}" data-query="${filtersQuery(filters)}" data-poll-seconds="${LIVE_POLL_SECONDS}">${rows.map(
    ({ enquiry, unread, handling }) => html`<tr class="${unread ? 'unread' : ''}">
    <td><a href="/staff/enquiries/${encodeURIComponent(enquiry.id)}">${enquiry.reference}</a></td>
    <td>${enquiry.createdAt.replace('T', ' ').slice(0, 16)}</td>
    <td>${enquiry.name}</td><td>${enquiry.company}</td>
    <td>${STATUS_LABELS[handling.status]}</td><td>${handling.owner ?? ''}</td>
    <td>${unread ? html`<span class="badge">Unread</span>` : 'Read'}</td>
  </tr>`,
  )}</tbody>
</table>`,
)}
<script src="${STAFF_LIVE_SCRIPT_PATH}" defer></script>`
    return sendPage(reply, 200, { title: 'Enquiries', body, session })
  })

  app.get('/api/staff/enquiries', async (request, reply) => {
    const session = context.session(request)
    const { since } = request.query as Record<string, unknown>
    const after = since === undefined || since === '' ? null : Date.parse(String(since))
    if (after !== null && !Number.isFinite(after)) return reply.code(400).send({ error: 'invalid_since' })
    const all = await summaries(session)
    const { filters, problems } = parseListFilters(request.query, await ownerChoices(all))
    if (problems.length > 0) return reply.code(400).send({ error: 'invalid_filter', problems })
    const afterIso = after === null ? null : new Date(after).toISOString()
    const rows = all.filter(
      (summary) =>
        (afterIso === null || summary.enquiry.createdAt > afterIso) && matchesFilters(summary, filters),
    )
    // The list page asks every few seconds: only answers that show someone an enquiry are audited.
    if (afterIso === null || rows.length > 0)
      await audit(session.email, 'view-list', null, `${rows.length} enquiries`)
    return {
      enquiries: rows.map(({ enquiry, unread, handling }) => ({
        id: enquiry.id,
        reference: enquiry.reference,
        createdAt: enquiry.createdAt,
        name: enquiry.name,
        company: enquiry.company,
        status: handling.status,
        statusLabel: STATUS_LABELS[handling.status],
        owner: handling.owner,
        unread,
      })),
    }
  })

  const findEnquiry = async (request: FastifyRequest): Promise<StoredEnquiry | null> => {
    const { id } = request.params as { id: string }
    return /^[0-9a-f-]{36}$/.test(id) ? repo.getEnquiry(id) : null
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    isApi(request)
      ? reply.code(404).send({ error: 'not_found' })
      : sendPage(reply, 404, {
          title: 'Not found',
          body: html`<p>There is no such enquiry. It may have been deleted.</p><p><a href="/staff">All enquiries</a></p>`,
          session: context.session(request),
        })

  app.get('/staff/enquiries/:id', async (request, reply) => {
    const session = context.session(request)
    const enquiry = await findEnquiry(request)
    if (!enquiry) return notFound(request, reply)
    await store.markRead(session.email, enquiry.id, now().toISOString())
    await audit(session.email, 'view-enquiry', enquiry.id)
    const canHandle = hasPermission(session.role, 'handle')
    const [handling, history, notes, members, attempts] = await Promise.all([
      store.getHandling(enquiry.id),
      store.listHandlingHistory(enquiry.id),
      store.listNotes(enquiry.id),
      canHandle ? store.listMembers() : Promise.resolve([]),
      repo.listDeliveryAttempts(enquiry.id),
    ])
    const owners = members.filter((member) => hasPermission(member.role, 'handle'))
    const handlingForm: SafeHtml | string = canHandle
      ? html`<form method="post" action="/staff/enquiries/${enquiry.id}/handling">
  <p><label for="status">Status</label>
  <select id="status" name="status">${ENQUIRY_STATUSES.map(
    (status) =>
      html`<option value="${status}"${status === handling.status ? html` selected` : ''}>${STATUS_LABELS[status]}</option>`,
  )}</select></p>
  <p><label for="owner">Owner</label>
  <select id="owner" name="owner"><option value="">Nobody</option>${owners.map(
    (member) =>
      html`<option value="${member.email}"${member.email === handling.owner ? html` selected` : ''}>${member.email}</option>`,
  )}</select></p>
  <p><button type="submit">Save status and owner</button></p>
</form>`
      : ''
    const noteForm: SafeHtml | string = canHandle
      ? html`<form method="post" action="/staff/enquiries/${enquiry.id}/notes">
  <p><label for="note">Add a note</label><br>
  <textarea id="note" name="body" rows="4" cols="60" maxlength="${NOTE_MAX_LENGTH}" required></textarea></p>
  <p><button type="submit">Add note</button></p>
</form>`
      : ''
    const values = enquiry as unknown as Record<string, unknown>
    const body = html`<p><a href="/staff">All enquiries</a></p>
<dl>
  <dt>Reference</dt><dd>${enquiry.reference}</dd>
  <dt>Received (UTC)</dt><dd>${enquiry.createdAt}</dd>
  ${enquiryFields.map(
    (field) =>
      html`<dt>${label(field.csv)}</dt><dd>${field.codec.toStored(values[field.name] as never) ?? ''}</dd>`,
  )}
  <dt>${DOCUMENT_FIELD.label}</dt>
  <dd>${
    enquiry.document
      ? html`<a href="/staff/enquiries/${enquiry.id}/document" download>${enquiry.document.originalName}</a> (${enquiry.document.mediaType}, ${enquiry.document.size} bytes)`
      : 'None'
  }</dd>
</dl>
<h2>Handling</h2>
<p>Status: ${STATUS_LABELS[handling.status]}. Owner: ${handling.owner ?? 'nobody'}.</p>
${handlingForm}
${
  history.length > 0
    ? scrollRegion(
        'Status history',
        html`<table>
  <caption>Status history</caption>
  <thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">Status</th><th scope="col">Owner</th></tr></thead>
  <tbody>${history.map(
    (change) =>
      html`<tr><td>${change.at.replace('T', ' ').slice(0, 16)}</td><td>${change.actor}</td><td>${STATUS_LABELS[change.status]}</td><td>${change.owner ?? ''}</td></tr>`,
  )}</tbody>
</table>`,
      )
    : ''
}
<h2>Notes</h2>
${
  notes.length > 0
    ? html`<ul class="notes">${notes.map(
        (note) =>
          html`<li><p class="note-meta">${note.author}, ${note.at.replace('T', ' ').slice(0, 16)} UTC</p><p class="note">${note.body}</p></li>`,
      )}</ul>`
    : html`<p>No notes yet.</p>`
}
${noteForm}
<h2>Deliveries</h2>
${scrollRegion(
  'Deliveries',
  html`<table>
  <thead><tr><th scope="col">Channel</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last error</th>${canHandle ? html`<th scope="col">Action</th>` : ''}</tr></thead>
  <tbody>${enquiry.deliveries.map(
    (delivery) =>
      html`<tr><td>${delivery.channel}</td><td>${delivery.status}</td><td>${delivery.attempts}</td><td>${delivery.lastError ?? ''}</td>${
        canHandle
          ? html`<td>${
              delivery.status === 'failed'
                ? html`<form method="post" action="/staff/enquiries/${enquiry.id}/deliveries/${delivery.channel}/retry"><button type="submit">Retry ${delivery.channel}</button></form>`
                : ''
            }</td>`
          : ''
      }</tr>`,
  )}</tbody>
</table>`,
)}
${renderDeliveryLog(enquiry.deliveries, attempts)}`
    return sendPage(reply, 200, { title: `Enquiry ${enquiry.reference}`, body, session })
  })

  app.get('/staff/enquiries/:id/document', async (request, reply) => {
    const session = context.session(request)
    const enquiry = await findEnquiry(request)
    const stored = enquiry ? await repo.getDocumentContent(enquiry.id) : null
    if (!enquiry || !stored) return notFound(request, reply)
    await audit(session.email, 'download-document', enquiry.id)
    // Always a download: a visitor's file never renders in the inbox's origin.
    return reply
      .type('application/octet-stream')
      .header('Content-Disposition', attachmentDisposition(stored.document.originalName))
      .header('X-Content-Type-Options', 'nosniff')
      .send(stored.content)
  })

  app.post('/api/staff/deliveries/:jobId/retry', async (request, reply) => {
    const refused = refuse(request, reply, 'handle')
    if (refused) return refused
    const { jobId } = request.params as { jobId: string }
    const retried = /^[0-9a-f-]{36}$/.test(jobId) && (await repo.retryNotification(jobId, now()))
    if (!retried) return reply.code(404).send({ error: 'not_found' })
    await audit(context.session(request).email, 'retry-delivery', jobId)
    return { retried: true }
  })

  app.post('/staff/enquiries/:id/deliveries/:channel/retry', async (request, reply) => {
    const refused = refuse(request, reply, 'handle')
    if (refused) return refused
    const enquiry = await findEnquiry(request)
    const { channel } = request.params as { channel: string }
    const job = enquiry
      ? (await repo.listNotifications('failed')).find(
          (failed) => failed.enquiryId === enquiry.id && failed.channel === channel,
        )
      : undefined
    if (!enquiry || !job || !(await repo.retryNotification(job.id, now()))) return notFound(request, reply)
    await audit(context.session(request).email, 'retry-delivery', enquiry.id, channel)
    return reply.redirect(`/staff/enquiries/${enquiry.id}`, 303)
  })

  app.get('/api/staff/enquiries/:id', async (request, reply) => {
    const session = context.session(request)
    const enquiry = await findEnquiry(request)
    if (!enquiry) return notFound(request, reply)
    await store.markRead(session.email, enquiry.id, now().toISOString())
    await audit(session.email, 'view-enquiry', enquiry.id)
    const [handling, history, notes] = await Promise.all([
      store.getHandling(enquiry.id),
      store.listHandlingHistory(enquiry.id),
      store.listNotes(enquiry.id),
    ])
    return { enquiry, handling, history, notes }
  })

  registerHandlingRoutes(app, context, refuse)
  registerSessionRoutes(app, context, refuse)
  registerMemberRoutes(app, context, refuse)
}

type Refuse = (
  request: FastifyRequest,
  reply: FastifyReply,
  permission: StaffPermission,
) => FastifyReply | null

const sessionView = (session: StaffSession, current: string) => ({
  handle: session.handle,
  email: session.email,
  createdAt: new Date(session.createdAt).toISOString(),
  lastSeenAt: new Date(session.lastSeenAt).toISOString(),
  userAgent: session.userAgent,
  current: session.handle === current,
})

function registerSessionRoutes(app: FastifyInstance, context: StaffContext, refuse: Refuse): void {
  const { store, audit } = context

  app.get('/api/staff/me', async (request) => {
    const { email, role, handle } = context.session(request)
    return { email, role, session: handle }
  })

  app.get('/staff/sessions', async (request, reply) => {
    const session = context.session(request)
    const isAdmin = hasPermission(session.role, 'administer')
    const sessions = await store.listSessions(isAdmin ? undefined : session.email)
    const body = html`<form method="post" action="/staff/sessions/end-all"><button type="submit">Sign out everywhere</button></form>
${scrollRegion(
  'Sessions',
  html`<table>
  <caption>${isAdmin ? 'Every staff session' : 'Your sessions'}</caption>
  <thead><tr><th scope="col">Person</th><th scope="col">Signed in (UTC)</th><th scope="col">Last active (UTC)</th><th scope="col">Browser</th><th scope="col">Action</th></tr></thead>
  <tbody>${sessions.map(
    (other) => html`<tr>
    <td>${other.email}${other.handle === session.handle ? ' (this browser)' : ''}</td>
    <td>${formatTime(other.createdAt)}</td><td>${formatTime(other.lastSeenAt)}</td><td>${other.userAgent}</td>
    <td><form method="post" action="/staff/sessions/${other.handle}/end"><button type="submit">End session</button></form></td>
  </tr>`,
  )}</tbody>
</table>`,
)}`
    return sendPage(reply, 200, { title: 'Sessions', body, session })
  })

  app.get('/api/staff/sessions', async (request, reply) => {
    const session = context.session(request)
    const all = (request.query as Record<string, unknown>).all === 'true'
    if (all) {
      const refused = refuse(request, reply, 'administer')
      if (refused) return refused
    }
    const sessions = await store.listSessions(all ? undefined : session.email)
    return { sessions: sessions.map((other) => sessionView(other, session.handle)) }
  })

  /** One's own session, or (administrators) anyone's; false when there is none the caller may end. */
  const endSession = async (session: ActiveSession, handle: string) => {
    const isAdmin = hasPermission(session.role, 'administer')
    const ended = await store.deleteSessionByHandle(handle, isAdmin ? undefined : session.email)
    if (ended) await audit(session.email, 'end-session', handle)
    return ended
  }

  const endAll = async (session: ActiveSession) => {
    const count = await store.deleteSessionsOf(session.email)
    await audit(session.email, 'end-all-sessions', null, `${count} sessions`)
  }

  app.delete('/api/staff/sessions/:handle', async (request, reply) => {
    const session = context.session(request)
    const { handle } = request.params as { handle: string }
    if (!(await endSession(session, handle))) return reply.code(404).send({ error: 'not_found' })
    if (handle === session.handle) clearSessionCookie(reply)
    return reply.code(204).send()
  })

  app.post('/staff/sessions/:handle/end', async (request, reply) => {
    const session = context.session(request)
    const { handle } = request.params as { handle: string }
    if (!(await endSession(session, handle)))
      return sendPage(reply, 404, {
        title: 'Not found',
        body: html`<p>There is no such session, or it is not yours to end.</p><p><a href="/staff/sessions">Sessions</a></p>`,
        session,
      })
    if (handle === session.handle) return clearSessionCookie(reply).redirect(SIGNED_OUT_PATH, 303)
    return reply.redirect('/staff/sessions', 303)
  })

  app.post('/api/staff/sessions/end-all', async (request, reply) => {
    await endAll(context.session(request))
    return clearSessionCookie(reply).code(204).send()
  })

  app.post('/staff/sessions/end-all', async (request, reply) => {
    await endAll(context.session(request))
    return clearSessionCookie(reply).redirect(SIGNED_OUT_PATH, 303)
  })
}

function registerMemberRoutes(app: FastifyInstance, context: StaffContext, refuse: Refuse): void {
  const { store, audit } = context
  const isRole = (value: unknown): value is StaffRole =>
    typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)

  app.get('/staff/members', async (request, reply) => {
    const refused = refuse(request, reply, 'administer')
    if (refused) return refused
    const session = context.session(request)
    const members = await store.listMembers()
    const body = html`<p>People join as viewers when they first sign in. Removing someone ends their sessions; they can sign in again (as a viewer) until the identity provider refuses them.</p>
${scrollRegion(
  'Staff and roles',
  html`<table>
  <thead><tr><th scope="col">Person</th><th scope="col">Last signed in (UTC)</th><th scope="col">Role</th><th scope="col">Remove</th></tr></thead>
  <tbody>${members.map(
    (member) => html`<tr>
    <td>${member.email}</td><td>${member.lastSignInAt?.replace('T', ' ').slice(0, 16) ?? 'Never'}</td>
    <td><form method="post" action="/staff/members/role">
      <input type="hidden" name="email" value="${member.email}">
      <label>Role <select name="role">${STAFF_ROLES.map(
        (role) =>
          html`<option value="${role}"${role === member.role ? html` selected` : ''}>${role}</option>`,
      )}</select></label>
      <button type="submit">Save</button>
    </form></td>
    <td><form method="post" action="/staff/members/remove">
      <input type="hidden" name="email" value="${member.email}">
      <button type="submit">Remove ${member.email}</button>
    </form></td>
  </tr>`,
  )}</tbody>
</table>`,
)}`
    return sendPage(reply, 200, { title: 'Staff and roles', body, session })
  })

  const setRole = async (request: FastifyRequest, email: unknown, role: unknown) => {
    if (typeof email !== 'string' || !isRole(role)) return 'invalid' as const
    const changed = await store.setRole(email.toLowerCase(), role)
    if (changed) await audit(context.session(request).email, 'set-role', email.toLowerCase(), role)
    return changed ? ('changed' as const) : ('not-found' as const)
  }

  app.put('/api/staff/members/:email/role', async (request, reply) => {
    const refused = refuse(request, reply, 'administer')
    if (refused) return refused
    const body = (request.body ?? {}) as Record<string, unknown>
    const outcome = await setRole(request, (request.params as { email: string }).email, body.role)
    if (outcome === 'invalid') return reply.code(400).send({ error: 'invalid_input', roles: STAFF_ROLES })
    if (outcome === 'not-found') return reply.code(404).send({ error: 'not_found' })
    return { email: (request.params as { email: string }).email.toLowerCase(), role: body.role }
  })

  app.post('/staff/members/role', async (request, reply) => {
    const refused = refuse(request, reply, 'administer')
    if (refused) return refused
    const body = (request.body ?? {}) as Record<string, unknown>
    const outcome = await setRole(request, body.email, body.role)
    if (outcome === 'invalid') return reply.code(400).type('text/plain').send('Unknown role or address')
    return reply.redirect('/staff/members', 303)
  })

  app.post('/staff/members/remove', async (request, reply) => {
    const refused = refuse(request, reply, 'administer')
    if (refused) return refused
    const { email } = (request.body ?? {}) as Record<string, unknown>
    if (typeof email !== 'string') return reply.code(400).type('text/plain').send('No address')
    if (await store.removeMember(email.toLowerCase()))
      await audit(context.session(request).email, 'remove-member', email.toLowerCase())
    return reply.redirect('/staff/members', 303)
  })

  app.get('/staff/audit', async (request, reply) => {
    const refused = refuse(request, reply, 'administer')
    if (refused) return refused
    const entries = await store.listAudit(200)
    const body = scrollRegion(
      'Audit log',
      html`<table>
  <caption>The latest 200 staff actions, newest first</caption>
  <thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Record</th><th scope="col">Detail</th></tr></thead>
  <tbody>${entries.map(
    (entry) =>
      html`<tr><td>${entry.at.replace('T', ' ').slice(0, 19)}</td><td>${entry.actor ?? '(not signed in)'}</td><td>${entry.action}</td><td>${entry.target ?? ''}</td><td>${entry.detail}</td></tr>`,
  )}</tbody>
</table>`,
    )
    return sendPage(reply, 200, { title: 'Audit log', body, session: context.session(request) })
  })

  app.get('/api/staff/audit', async (request, reply) => {
    const refused = refuse(request, reply, 'administer')
    if (refused) return refused
    return { entries: await store.listAudit(200) }
  })
}
