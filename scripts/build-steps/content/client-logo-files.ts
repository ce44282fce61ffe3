import { formatPath } from '../../../content/check-data.ts'
import { CLIENT_LOGO_MAX_BYTES } from '../../../content/client-logos.ts'
import { dataFiles } from '../../../content/data-files.ts'
import type { Client } from '../../../content/schema.ts'
import type { ContentFiles } from './content-files.ts'

export type LogoFormat = 'svg' | 'png' | 'jpeg' | 'webp'

/** By content, not name: a renamed GIF or PDF is refused. */
export function sniffLogoFormat(bytes: Buffer): LogoFormat | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  if (
    /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(
      bytes.toString('utf8', 0, 4096),
    )
  )
    return 'svg'
  return undefined
}

export const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`

export function logoFileProblem(logo: string, bytes: Buffer | undefined): string | undefined {
  if (bytes === undefined) return `${logo} does not exist; upload the logo again in the editor`
  if (bytes.length > CLIENT_LOGO_MAX_BYTES)
    return `the logo file is ${megabytes(bytes.length)}, more than the ${megabytes(CLIENT_LOGO_MAX_BYTES)} a logo may be; export it smaller (1000 pixels wide is plenty) and upload it again`
  if (!sniffLogoFormat(bytes))
    return 'the logo file is not an SVG, PNG, JPEG or WebP image, whatever its name says; export it in one of those formats and upload it again'
  return undefined
}

/** The schema checks the path; this checks the file it names. Invalid JSON is left to the schema check. */
export function findClientLogoFileProblems(files: ContentFiles): string[] {
  const { path } = dataFiles.clients
  let clients: Client[]
  try {
    clients = JSON.parse(files.text(path) ?? 'null')?.clients
  } catch {
    return []
  }
  if (!Array.isArray(clients)) return []
  return clients.flatMap((client, index) => {
    if (typeof client?.logo !== 'string') return []
    const problem = logoFileProblem(client.logo, files.bytes(client.logo))
    return problem ? [`${path}: ${formatPath(['clients', index, 'logo'], { clients })}: ${problem}`] : []
  })
}
