import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findDataProblems } from '../../../content/check-data.ts'
import { CLIENT_LOGO_MAX_BYTES } from '../../../content/client-logos.ts'
import { dataFiles } from '../../../content/data-files.ts'
import { findClientLogoFileProblems } from './client-logo-files.ts'
import { diskFiles } from './content-files.ts'

const repo = resolve(import.meta.dirname, '../../..')
const CLIENTS = dataFiles.clients.path
const LOGO = 'assets/images/clients/clients/2/logo.png'

let root: string

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'client-logos-'))
  for (const { path } of Object.values(dataFiles)) cpSync(join(repo, path), join(root, path))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function setThirdClient(fields: Record<string, string>) {
  const file = join(root, CLIENTS)
  const data = JSON.parse(readFileSync(file, 'utf8'))
  data.clients[2] = { ...data.clients[2], ...fields }
  writeFileSync(file, JSON.stringify(data))
}

function writeLogo(path: string, bytes: Buffer) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), bytes)
}

const png = () =>
  sharp({ create: { width: 300, height: 90, channels: 4, background: '#1d3a6e' } })
    .png()
    .toBuffer()

const schemaProblems = () => findDataProblems((path) => readFileSync(join(root, path), 'utf8'))

describe('client logos at the gate', () => {
  it('accepts a logo that exists, is small enough and is an image, with its alt text', async () => {
    writeLogo(LOGO, await png())
    setThirdClient({ logo: LOGO, logoAlt: 'Fixture logo' })
    expect(schemaProblems()).toEqual([])
    expect(findClientLogoFileProblems(diskFiles(root))).toEqual([])
  })

  it('refuses a logo without alt text, naming the client in plain words', async () => {
    writeLogo(LOGO, await png())
    setThirdClient({ logo: LOGO })
    expect(schemaProblems()).toEqual([
      `${CLIENTS}: Client "Federal Aviation Administration", logoAlt: has a logo but no alt text: describe the logo in a few words for people who cannot see it, such as "Federal Aviation Administration logo"`,
    ])
  })

  it('refuses a logo outside the logo folder or in another format', () => {
    setThirdClient({ logo: 'assets/images/clients/../../../package.json', logoAlt: 'Fixture logo' })
    expect(schemaProblems()).toEqual([
      `${CLIENTS}: Client "Federal Aviation Administration", logo: must be an SVG, PNG, JPEG or WebP file uploaded in the editor`,
    ])
    setThirdClient({ logo: 'assets/images/clients/clients/2/logo.gif' })
    expect(schemaProblems()).toHaveLength(1)
  })

  it('refuses a missing file, a file over the limit and a file that is not an image whatever its name', async () => {
    setThirdClient({ logo: LOGO, logoAlt: 'Fixture logo' })
    expect(findClientLogoFileProblems(diskFiles(root))).toEqual([
      `${CLIENTS}: Client "Federal Aviation Administration", logo: ${LOGO} does not exist; upload the logo again in the editor`,
    ])
    writeLogo(LOGO, Buffer.concat([await png(), Buffer.alloc((CLIENT_LOGO_MAX_BYTES * 7) / 6)]))
    expect(findClientLogoFileProblems(diskFiles(root))).toEqual([
      `${CLIENTS}: Client "Federal Aviation Administration", logo: the logo file is 3.5 MB, more than the 3 MB a logo may be; export it smaller (1000 pixels wide is plenty) and upload it again`,
    ])
    writeLogo(LOGO, Buffer.from('GIF89a not really a logo'))
    expect(findClientLogoFileProblems(diskFiles(root))).toEqual([
      `${CLIENTS}: Client "Federal Aviation Administration", logo: the logo file is not an SVG, PNG, JPEG or WebP image, whatever its name says; export it in one of those formats and upload it again`,
    ])
  })
})
