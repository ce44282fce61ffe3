import nodemailer, { type SendMailOptions } from 'nodemailer'
import { PermanentDeliveryError } from '../enquiries/delivery-error.ts'
import type { Mailer, MailMessage } from './mailer.ts'

export interface SmtpSettings {
  host: string
  port: number
  /** true: TLS from the first byte (port 465); false: STARTTLS when offered, required if requireTls. */
  secure: boolean
  requireTls: boolean
  user?: string
  pass?: string
}

/** Sends through an SMTP server; send() resolves only after the server accepted the message. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTls,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail(toNodemailer(message))
      if (info.rejected.length > 0) {
        throw new PermanentDeliveryError(`recipient rejected: ${info.rejected.join(', ')}`)
      }
    },
    close() {
      transport.close()
    },
  }
}

export function toNodemailer(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    messageId: message.messageId,
    attachments: message.attachments.map((attachment) => ({ ...attachment })),
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}
