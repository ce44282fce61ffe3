import { describe, expect, it } from 'vitest'
import { commonJsFacadesPlugin, isCommonJsFacade } from './commonjs-facades-plugin.ts'

type ResolveId = (source: string, importer: string | undefined, options: { kind: string }) => unknown
type Load = (id: string) => unknown

const plugin = commonJsFacadesPlugin(['react'])
const inEnvironment = (name: string) => ({ environment: { name } })
const resolve = (
  source: string,
  importer: string | undefined,
  { kind = 'import-statement', environment = 'client' } = {},
) => (plugin.resolveId as unknown as ResolveId).call(inEnvironment(environment), source, importer, { kind })
const load = (id: string) => (plugin.load as unknown as Load).call(inEnvironment('client'), id)

describe('commonJsFacadesPlugin', () => {
  it("serves a listed package to the client build's ES module imports through its facade", () => {
    const facade = resolve('react', '/site/app/root.tsx')
    expect(typeof facade).toBe('string')
    expect(isCommonJsFacade(facade as string)).toBe(true)
    expect(
      resolve('react', '/site/node_modules/@radix-ui/react-slot/dist/index.mjs', { kind: 'dynamic-import' }),
    ).toBe(facade)
  })

  it('leaves require() calls, the server build, the facade itself and other packages alone', () => {
    const facade = resolve('react', '/site/app/root.tsx') as string
    expect(
      resolve('react', '/site/node_modules/react-dom/cjs/react-dom.js', { kind: 'require-call' }),
    ).toBeNull()
    expect(resolve('react', '/site/app/root.tsx', { environment: 'ssr' })).toBeNull()
    expect(resolve('react', facade)).toBeNull()
    expect(resolve('react-dom', '/site/app/root.tsx')).toBeNull()
    expect(resolve('react/jsx-runtime', '/site/app/root.tsx')).toBeNull()
  })

  it('re-exports every property of the package by name, with the package as the default export', () => {
    const code = load(resolve('react', '/site/app/root.tsx') as string) as string
    expect(code).toContain('import commonJs from "react"')
    expect(code).toContain('export default commonJs')
    const names = /export const \{ ([^}]*) \} = commonJs/.exec(code)?.[1]?.split(', ') ?? []
    expect(names).toEqual(expect.arrayContaining(['useState', 'useEffect', 'startTransition', 'StrictMode']))
    expect(load('/site/app/root.tsx')).toBeNull()
  })
})
