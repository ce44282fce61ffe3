import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findRuntimeModules,
  LISTED_FOLDERS,
  RUNTIME_ENTRIES,
  type RuntimeModules,
} from '../../scripts/build-steps/container/runtime-modules.ts'

const root = resolve(import.meta.dirname, '../..')
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const dockerfile = readFileSync(resolve(root, 'Dockerfile'), 'utf8')
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))

/** The image installs "dependencies" only, so they must hold exactly what the server imports. */
describe('the runtime dependencies', () => {
  let found: RuntimeModules | undefined
  // Found in the tests, so a module it cannot follow fails them with its reason.
  const runtime = () => {
    found ??= findRuntimeModules()
    return found
  }

  it('are exactly the packages the server and the enquiries command import', () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual(runtime().packages)
  })

  it('are found by following imports through the content and contract modules and a worker', () => {
    expect(runtime().files).toEqual(
      expect.arrayContaining([
        ...RUNTIME_ENTRIES,
        'content/privacy.ts',
        'content/data/privacy.json',
        'contract/enquiry-schema.ts',
        'server/enquiries/documents/check-worker.ts',
        'server/enquiries/documents/pdf.ts',
      ]),
    )
    expect(runtime().packages).toEqual(expect.arrayContaining(['fastify', 'pdfjs-dist', 'zod', 'pg']))
    // The words folders are listed, not imported: the server reads every file in them.
    for (const folder of LISTED_FOLDERS['content/word-file-keys.ts'] ?? [])
      for (const file of readdirSync(resolve(root, folder)))
        expect(runtime().files).toContain(`${folder}/${file}`)
    expect(runtime().files.some((file) => file.startsWith('app/') || file.includes('.test.'))).toBe(false)
  })

  it('leave out the build-only packages, which devDependencies hold', () => {
    for (const name of ['lucide-react', '@keystatic/core', 'radix-ui', 'react', 'react-router'])
      expect(Object.keys(manifest.devDependencies)).toContain(name)
  })

  it('are what the image installs, beside the files the server loads and nothing else from the sources', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev/)
    expect(dockerfile).toMatch(/runtime-modules\.ts \/app\/runtime-files/)
    const copiedSources = [...finalStage.matchAll(/^COPY (?!--from=)(.+)$/gm)].map((match) => match[1])
    expect(copiedSources).toEqual([])
    expect(finalStage).toMatch(/^COPY --from=build \/app\/runtime-files \.\/$/m)
  })
})
