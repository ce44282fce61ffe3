import type { EnquiryRepo, StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import {
  type AttemptRow,
  type AuditRow,
  type DocumentContentRow,
  type EnquiryRow,
  type NotificationHealthRow,
  type NotificationRow,
  type Statements,
  toAuditEntry,
  toDeliveryAttempt,
  toDocumentContent,
  toNotificationHealth,
  toNotificationSummary,
} from './rows.ts'

export type ReadRows = <Row>(sql: string, values?: readonly unknown[]) => Promise<Row[]>

/** Attaches each enquiry's deliveries; `all` says every enquiry was read, so every delivery is wanted. */
export type AttachDeliveries = (
  rows: EnquiryRow[],
  all?: boolean,
) => StoredEnquiry[] | Promise<StoredEnquiry[]>

export type EnquiryReads = Pick<
  EnquiryRepo,
  | 'listNotifications'
  | 'listDeliveryAttempts'
  | 'notificationHealth'
  | 'getEnquiry'
  | 'findByReference'
  | 'getDocumentContent'
  | 'listEnquiries'
  | 'findByEmail'
  | 'listAudit'
  | 'countPendingNotifications'
>

export function createEnquiryReads(
  SQL: Statements,
  read: ReadRows,
  withDeliveries: AttachDeliveries,
): EnquiryReads {
  return {
    async listNotifications(status) {
      return (await read<NotificationRow>(SQL.notificationsByStatus, [status])).map(toNotificationSummary)
    },
    async listDeliveryAttempts(enquiryId) {
      return (await read<AttemptRow>(SQL.attemptsOfEnquiry, [enquiryId])).map(toDeliveryAttempt)
    },
    async notificationHealth() {
      return toNotificationHealth((await read<NotificationHealthRow>(SQL.notificationHealth))[0])
    },
    async getEnquiry(id) {
      const rows = await read<EnquiryRow>(SQL.enquiryById, [id])
      return rows.length === 0 ? null : ((await withDeliveries(rows))[0] ?? null)
    },
    async findByReference(reference) {
      const rows = await read<EnquiryRow>(SQL.enquiryByReference, [reference])
      return rows.length === 0 ? null : ((await withDeliveries(rows))[0] ?? null)
    },
    async getDocumentContent(enquiryId) {
      const [row] = await read<DocumentContentRow>(SQL.documentContent, [enquiryId])
      return row ? toDocumentContent(row) : null
    },
    async listEnquiries() {
      return withDeliveries(await read<EnquiryRow>(SQL.allEnquiries), true)
    },
    async findByEmail(email) {
      return withDeliveries(await read<EnquiryRow>(SQL.enquiriesByEmail, [email]))
    },
    async listAudit() {
      return (await read<AuditRow>(SQL.audit)).map(toAuditEntry)
    },
    async countPendingNotifications() {
      const [row] = await read<{ pending: number | string }>(SQL.countPending)
      return Number(row?.pending ?? 0)
    },
  }
}
