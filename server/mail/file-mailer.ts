import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer.ts'
import { toNodemailer } from './smtp-mailer.ts'

// Without SMTP each notification is written as an .eml file, showing exactly what sales would receive.
export function createFileMailer(directory: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message: MailMessage) {
      await mkdir(directory, { recursive: true })
      const info = await transport.sendMail(toNodemailer(message))
      const name = message.messageId.replace(/[^A-Za-z0-9-]/g, '')
      const target = join(directory, `${name}.eml`)
      // Written whole, then renamed, so a reader never sees half a message.
      await writeFile(`${target}.tmp`, info.message as Buffer)
      await rename(`${target}.tmp`, target)
    },
  }
}
