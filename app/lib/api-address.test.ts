import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('the API address of the public pages', () => {
  it('is the pages own origin by default and PUBLIC_API_ORIGIN when the build sets it', async () => {
    expect((await import('./send-enquiry.ts')).CONTACT_API_URL).toBe('/api/contact')
    vi.stubEnv('PUBLIC_API_ORIGIN', 'https://api.example.gov')
    vi.resetModules()
    expect((await import('./send-enquiry.ts')).CONTACT_API_URL).toBe('https://api.example.gov/api/contact')
  })

  it("is where the forms' script sends enquiries", async () => {
    vi.stubEnv('PUBLIC_API_ORIGIN', 'https://api.example.gov')
    vi.resetModules()
    const fetch = vi.fn(async () => new Response('{"status":"received"}', { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const { sendEnquiry } = await import('./send-enquiry.ts')
    await sendEnquiry({ name: 'Dana' })
    expect(fetch).toHaveBeenCalledWith('https://api.example.gov/api/contact', expect.anything())
  })

  it('is written nowhere else in the app, so no request or form can miss the setting', async () => {
    const appDir = join(import.meta.dirname, '..')
    const entries = await readdir(appDir, { recursive: true, withFileTypes: true })
    const sources = entries
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
    const naming: string[] = []
    for (const file of sources)
      if ((await readFile(file, 'utf8')).includes('/api/')) naming.push(relative(appDir, file))
    expect(sources.length).toBeGreaterThan(20)
    expect(naming).toEqual([])
  })
})
