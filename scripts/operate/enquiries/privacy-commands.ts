import { createInterface } from 'node:readline/promises'
import type { DeletionCount, EnquiryRepo } from '../../../server/enquiries/enquiry-repo.ts'
import { applyRetention, type RetentionSettings } from '../../../server/privacy/retention.ts'

export { deleteByEmail, findByEmail, subjectAccessCopy } from '../../../server/enquiries/subject-requests.ts'

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

export function purge(repo: EnquiryRepo, settings: RetentionSettings, now: Date): Promise<DeletionCount> {
  return applyRetention(repo, settings, now, 'purge')
}
