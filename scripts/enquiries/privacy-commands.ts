import { createInterface } from 'node:readline/promises'
import type { DeletionCount, EnquiryRepo, StoredEnquiry } from '../../server/enquiries/enquiry-repo.ts'
import { applyRetention, type RetentionSettings } from '../../server/privacy/retention.ts'
import { storedView } from './stored-view.ts'

export async function findByEmail(repo: EnquiryRepo, email: string): Promise<StoredEnquiry[]> {
  return repo.findByEmail(email.trim())
}

/** No internal bookkeeping in a subject-access copy. */
export async function subjectAccessCopy(repo: EnquiryRepo, email: string, now: Date) {
  const enquiries = await findByEmail(repo, email)
  return {
    subject: email.trim(),
    exportedAt: now.toISOString(),
    enquiries: enquiries.map((enquiry) => {
      const { notification: _salesDelivery, ...copy } = storedView(enquiry)
      return copy
    }),
  }
}

export async function confirm(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await prompt.question(`${question} Type "yes" to continue: `)
    return /^y(es)?$/i.test(answer.trim())
  } finally {
    prompt.close()
  }
}

export async function deleteById(repo: EnquiryRepo, id: string, now: Date): Promise<DeletionCount> {
  return repo.deleteEnquiries([id], { at: now.toISOString(), action: 'delete', detail: `enquiry ${id}` })
}

export async function deleteByEmail(
  repo: EnquiryRepo,
  ids: readonly string[],
  now: Date,
): Promise<DeletionCount> {
  // Ids only: the address itself is what the person asked to erase.
  return repo.deleteEnquiries(ids, {
    at: now.toISOString(),
    action: 'delete-by-email',
    detail: `enquiries ${ids.join(', ')}`,
  })
}

export function purge(repo: EnquiryRepo, settings: RetentionSettings, now: Date): Promise<DeletionCount> {
  return applyRetention(repo, settings, now, 'purge')
}
