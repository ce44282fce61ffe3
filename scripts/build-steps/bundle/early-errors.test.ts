import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EARLY_ERROR_COUNT, EARLY_ERROR_GLOBAL, MAKE_EARLY_ERRORS, takeEarlyErrors } from './early-errors.ts'

const require = createRequire(import.meta.url)
const clientPath = join(dirname(require.resolve('react-dom')), 'cjs/react-dom-client.production.js')
const store = globalThis as unknown as Record<string, ((message: string) => Error) | undefined>

/** Runs a CommonJS module's text as Node would, with the real `require`. */
function runModule(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> }
  new Function('module', 'exports', 'require', code)(module, module.exports, createRequire(clientPath))
  return module.exports
}

describe('React DOM takes its marker errors made beforehand', async () => {
  const original = await readFile(clientPath, 'utf8')
  const rewritten = takeEarlyErrors(original)

  it('takes every error the bootstrap made, each given the message React DOM gave it', () => {
    new Function(MAKE_EARLY_ERRORS)()
    const take = store[EARLY_ERROR_GLOBAL]
    if (!take) throw new Error('the bootstrap statement made no function')
    const handed: Error[] = []
    store[EARLY_ERROR_GLOBAL] = (message) => {
      const error = take(message)
      handed.push(error)
      return error
    }
    try {
      expect(typeof runModule(rewritten).hydrateRoot).toBe('function')
      expect(handed).toHaveLength(EARLY_ERROR_COUNT)
      for (const error of handed) {
        expect(error).toBeInstanceOf(Error)
        expect(error.message).toMatch(/^Minified React error #\d+; visit https:\/\/react\.dev\/errors\/\d+ /)
      }
      expect(new Set(handed).size).toBe(EARLY_ERROR_COUNT)
      expect(new Set(handed.map((error) => error.message)).size).toBe(EARLY_ERROR_COUNT)
    } finally {
      delete store[EARLY_ERROR_GLOBAL]
    }
  })

  it('makes its own errors when none were made, as before', () => {
    expect(store[EARLY_ERROR_GLOBAL]).toBeUndefined()
    expect(typeof runModule(rewritten).hydrateRoot).toBe('function')
  })

  it('keeps the module strict and leaves every other error as React DOM wrote it', () => {
    expect(rewritten.slice(rewritten.indexOf('"use strict"'))).toMatch(/^"use strict";\nvar __takeEarlyError/)
    const thrown = (code: string) => code.split('throw Error(formatProdErrorMessage(').length
    expect(thrown(rewritten)).toBe(thrown(original))
    expect(rewritten.split('__takeEarlyError(formatProdErrorMessage(').length - 1).toBe(EARLY_ERROR_COUNT)
  })

  it('fails the build when React DOM makes another number of them, rather than leave one behind', () => {
    const fewer = '"use strict";\nvar only = Error(formatProdErrorMessage(519));\n'
    expect(() => takeEarlyErrors(fewer)).toThrow(/makes 1 marker errors at its top level, not 5/)
  })
})
