import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PROBLEM_FIELD_LABELS } from '#contract/enquiry-fields.ts'
import { collectFieldErrors } from '#contract/enquiry-schema.ts'
import { schemaForWire } from '#contract/short-enquiry-schema.ts'
import { SpamAlreadyGone } from '../enquiries/enquiry-repo.ts'
import { type DeliveryPlan, toNewEnquiry } from '../enquiries/enquiry-service.ts'
import { type HeldSpam, SPAM_RETENTION_DAYS, type SpamReason } from '../enquiries/spam-store.ts'
import { hasPermission } from './staff-access.ts'
import { isApi, refuseWithout, type StaffContext, sendPage } from './staff-context.ts'
import { html, scrollRegion } from './staff-html.ts'

const REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'Filled the hidden field',
  'too-fast': 'Sent too fast',
}

const HELD_ID = /^[0-9a-f-]{36}$/
const PREVIEW_LENGTH = 200

/** The trap fields and a document name without its document are not part of an enquiry. */
const NOT_ENQUIRY_FIELDS = new Set(['website', 'filename'])

const preview = (text: string | undefined) =>
  !text ? '' : text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text

type Release =
  | { outcome: 'released'; id: string; reference: string }
  | { outcome: 'gone' }
  | { outcome: 'incomplete'; problems: string[] }

/** Submissions the honeypot or the fill timer held back; every role reads them, handlers move a person's message into the inbox. */
export function registerStaffSpamRoutes(
  app: FastifyInstance,
  context: StaffContext,
  { delivery, onStored }: { delivery?: DeliveryPlan; onStored?: () => void },
): void {
  const { repo, now, audit } = context

  /** One transaction stores the enquiry, queues its notifications and deletes the held copy. */
  const release = async (held: HeldSpam): Promise<Release> => {
    const values = Object.fromEntries(
      Object.entries(held.fields).filter(([name]) => !NOT_ENQUIRY_FIELDS.has(name)),
    )
    const parsed = schemaForWire(values.form_type).safeParse(values)
    if (!parsed.success)
      return {
        outcome: 'incomplete',
        problems: Object.entries(collectFieldErrors(parsed.error)).map(
          ([field, message]) => `${PROBLEM_FIELD_LABELS[field] ?? field}: ${message}`,
        ),
      }
    try {
      const stored = await repo.insertWithNotification(await toNewEnquiry(parsed.data), now(), {
        channels: delivery?.channels,
        acknowledgementWindowMs: delivery?.acknowledgementWindowMs,
        releasesSpam: held.id,
      })
      onStored?.()
      return { outcome: 'released', id: stored.id, reference: stored.reference }
    } catch (error) {
      if (error instanceof SpamAlreadyGone) return { outcome: 'gone' }
      throw error
    }
  }

  const findHeld = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string }
    return HELD_ID.test(id) ? repo.spam.find(id) : null
  }

  const goneAnswer = (request: FastifyRequest, reply: FastifyReply) =>
    isApi(request)
      ? reply.code(404).send({ error: 'not_found' })
      : sendPage(reply, 404, {
          title: 'Not found',
          body: html`<p>This submission is no longer held: someone moved it already, or it was deleted after ${SPAM_RETENTION_DAYS} days.</p><p><a href="/staff/spam">Spam</a></p>`,
          session: context.session(request),
        })

  app.get('/staff/spam', async (request, reply) => {
    const refused = refuseWithout(context, request, reply, 'read')
    if (refused) return refused
    const session = context.session(request)
    const mayRelease = hasPermission(session.role, 'handle')
    const held = await repo.spam.list()
    await audit(session.email, 'view-spam', null, `${held.length} held`)
    const body = html`<p>Submissions the form's bot checks held back. The sender was told their message arrived; nothing was sent to sales. Each is deleted ${SPAM_RETENTION_DAYS} days after it arrived. ${mayRelease ? html`<strong>Not spam</strong> moves it into the inbox as a new enquiry and sends its notifications.` : 'A handler or administrator can move it into the inbox as a new enquiry.'}</p>
${
  held.length === 0
    ? html`<p>Nothing is held.</p>`
    : scrollRegion(
        'Held submissions',
        html`<table>
  <caption>Held submissions, newest first</caption>
  <thead><tr><th scope="col">Received (UTC)</th><th scope="col">Why</th><th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Company</th><th scope="col">Message</th>${mayRelease ? html`<th scope="col">Action</th>` : ''}</tr></thead>
  <tbody>${held.map(
    (entry) => html`<tr>
    <td>${entry.receivedAt.replace('T', ' ').slice(0, 16)}</td><td>${REASON_LABELS[entry.reason]}</td>
    <td>${entry.fields.name ?? ''}</td><td>${entry.fields.email ?? ''}</td><td>${entry.fields.company ?? ''}</td>
    <td class="preview">${preview(entry.fields.message)}</td>
    ${mayRelease ? html`<td><form method="post" action="/staff/spam/${entry.id}/release"><button type="submit" aria-label="Not spam: ${entry.fields.name ?? 'unnamed'}">Not spam</button></form></td>` : ''}
  </tr>`,
  )}</tbody>
</table>`,
      )
}`
    return sendPage(reply, 200, { title: 'Spam', body, session })
  })

  app.get('/api/staff/spam', async (request, reply) => {
    const refused = refuseWithout(context, request, reply, 'read')
    if (refused) return refused
    const held = await repo.spam.list()
    await audit(context.session(request).email, 'view-spam', null, `${held.length} held`)
    return { held }
  })

  const releaseRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = refuseWithout(context, request, reply, 'handle')
    if (refused) return refused
    const session = context.session(request)
    const held = await findHeld(request)
    if (!held) return goneAnswer(request, reply)
    const released = await release(held)
    if (released.outcome === 'gone') return goneAnswer(request, reply)
    if (released.outcome === 'incomplete') {
      if (isApi(request)) return reply.code(422).send({ error: 'incomplete', problems: released.problems })
      return sendPage(reply, 422, {
        title: 'Not a complete enquiry',
        body: html`<p class="error">This submission lacks what an enquiry needs, so it stays here:</p><ul>${released.problems.map((problem) => html`<li>${problem}</li>`)}</ul><p><a href="/staff/spam">Spam</a></p>`,
        session,
      })
    }
    await audit(session.email, 'release-spam', released.id, held.reason)
    if (isApi(request)) return { id: released.id, reference: released.reference }
    return reply.redirect(`/staff/enquiries/${released.id}`, 303)
  }
  app.post('/staff/spam/:id/release', releaseRoute)
  app.post('/api/staff/spam/:id/release', releaseRoute)
}
