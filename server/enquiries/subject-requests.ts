import type { DeletionCount, EnquiryRepo, StoredEnquiry } from './enquiry-repo.ts'
import { storedView } from './stored-view.ts'

/** A person's requests under the privacy notice: find, copy and erase what is held about one address. */
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
