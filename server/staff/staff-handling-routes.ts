import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../enquiries/staff-store.ts'
import { hasPermission, type StaffPermission } from './staff-access.ts'
import { isApi, type StaffContext, sendPage } from './staff-context.ts'
import { html } from './staff-html.ts'

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  responded: 'Responded',
  closed: 'Closed',
}

/** Long enough for a call summary; a note is not a document store. */
export const NOTE_MAX_LENGTH = 4000

const ENQUIRY_ID = /^[0-9a-f-]{36}$/

type Refuse = (
  request: FastifyRequest,
  reply: FastifyReply,
  permission: StaffPermission,
) => FastifyReply | null

/** Status, owner and notes: handlers and administrators only, each change kept in the history and audit log. */
export function registerHandlingRoutes(app: FastifyInstance, context: StaffContext, refuse: Refuse): void {
  const { repo, store, now, audit } = context

  const problem = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    isApi(request)
      ? reply.code(status).send({ error: status === 404 ? 'not_found' : 'invalid_input', message })
      : sendPage(reply, status, {
          title: status === 404 ? 'Not found' : 'Not saved',
          body: html`<p class="error">${message}</p><p><a href="/staff">All enquiries</a></p>`,
          session: context.session(request),
        })

  const enquiryOf = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string }
    return ENQUIRY_ID.test(id) ? repo.getEnquiry(id) : null
  }

  /** Owners are people who may handle enquiries; '' or null clears the owner. */
  const resolveOwner = async (raw: unknown): Promise<string | null | undefined | 'invalid'> => {
    if (raw === undefined) return undefined
    if (raw === null || raw === '') return null
    if (typeof raw !== 'string') return 'invalid'
    const member = await store.findMember(raw.trim().toLowerCase())
    return member && hasPermission(member.role, 'handle') ? member.email : 'invalid'
  }

  const changeHandling = async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = refuse(request, reply, 'handle')
    if (refused) return { reply: refused }
    const enquiry = await enquiryOf(request)
    if (!enquiry) return { reply: problem(request, reply, 404, 'There is no such enquiry.') }
    const body = (request.body ?? {}) as Record<string, unknown>
    const current = await store.getHandling(enquiry.id)
    const status = body.status === undefined ? current.status : body.status
    if (typeof status !== 'string' || !(ENQUIRY_STATUSES as readonly string[]).includes(status))
      return { reply: problem(request, reply, 400, `Status must be one of: ${ENQUIRY_STATUSES.join(', ')}.`) }
    const owner = await resolveOwner(body.owner)
    if (owner === 'invalid')
      return { reply: problem(request, reply, 400, 'The owner must be a handler or an administrator.') }
    const next = { status: status as EnquiryStatus, owner: owner === undefined ? current.owner : owner }
    if (next.status !== current.status || next.owner !== current.owner) {
      const actor = context.session(request).email
      await store.changeHandling(enquiry.id, { ...next, at: now().toISOString(), actor })
      await audit(
        actor,
        'change-handling',
        enquiry.id,
        `status ${next.status}, owner ${next.owner ?? 'none'}`,
      )
    }
    return { enquiryId: enquiry.id, handling: next }
  }

  app.patch('/api/staff/enquiries/:id', async (request, reply) => {
    const outcome = await changeHandling(request, reply)
    return 'reply' in outcome ? outcome.reply : outcome.handling
  })

  app.post('/staff/enquiries/:id/handling', async (request, reply) => {
    const outcome = await changeHandling(request, reply)
    return 'reply' in outcome ? outcome.reply : reply.redirect(`/staff/enquiries/${outcome.enquiryId}`, 303)
  })

  const addNote = async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = refuse(request, reply, 'handle')
    if (refused) return { reply: refused }
    const enquiry = await enquiryOf(request)
    if (!enquiry) return { reply: problem(request, reply, 404, 'There is no such enquiry.') }
    const raw = ((request.body ?? {}) as Record<string, unknown>).body
    const text = typeof raw === 'string' ? raw.trim() : ''
    if (!text || text.length > NOTE_MAX_LENGTH)
      return { reply: problem(request, reply, 400, `A note needs 1 to ${NOTE_MAX_LENGTH} characters.`) }
    const author = context.session(request).email
    await store.addNote(enquiry.id, { at: now().toISOString(), author, body: text })
    // The note's words stay out of the audit log: they may quote the visitor.
    await audit(author, 'add-note', enquiry.id, `${text.length} characters`)
    return { enquiryId: enquiry.id }
  }

  app.post('/api/staff/enquiries/:id/notes', async (request, reply) => {
    const outcome = await addNote(request, reply)
    return 'reply' in outcome ? outcome.reply : reply.code(201).send({ added: true })
  })

  app.post('/staff/enquiries/:id/notes', async (request, reply) => {
    const outcome = await addNote(request, reply)
    return 'reply' in outcome ? outcome.reply : reply.redirect(`/staff/enquiries/${outcome.enquiryId}`, 303)
  })
}
