import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'
import { findMarkup } from './plain-text.ts'

const repo = resolve(import.meta.dirname, '..')
const CLIENTS = 'content/data/clients.json'
const CATALOG = 'content/data/catalog.json'
const ERP = 'content/data/categories/erp-solutions.json'

type Data = Record<string, unknown>
type Entry = Record<string, unknown>

/** The gate over the repository's data files, with one entry of a list in `path` changed. */
function problemsWith(path: string, list: (data: Data) => Entry[], index: number, change: Entry) {
  return findDataProblems((file) => {
    const text = readFileSync(join(repo, file), 'utf8')
    if (file !== path) return text
    const data = JSON.parse(text) as Data
    const entries = list(data)
    entries[index] = { ...entries[index], ...change }
    return JSON.stringify(data)
  })
}

const clients = (data: Data) => data.clients as Entry[]
const erpServices = (data: Data) => (data.categories as { services: Entry[] }[])[0]?.services ?? []
const erpWords = (data: Data) => data.services as Entry[]

describe('findMarkup', () => {
  it('finds tags, comments, declarations and processing instructions', () => {
    expect(findMarkup('Acme <b>Corp</b>')).toEqual(['<b>', '</b>'])
    expect(findMarkup('<script>alert(1)</script>')).toEqual(['<script>', '</script>'])
    expect(findMarkup('a <!-- note --> b <!DOCTYPE html> <?xml version="1.0"?>')).toEqual([
      '<!-- note -->',
      '<!DOCTYPE html>',
      '<?xml version="1.0"?>',
    ])
    expect(findMarkup('<a href="https://example.com">here')).toEqual(['<a href="https://example.com">'])
    expect(findMarkup('Open <img')).toEqual(['<img'])
  })

  it('leaves a < before a digit, a space or a sign alone', () => {
    for (const text of ['Response < 5 min', 'Response <5 min', 'a <= b', '<-- back', 'x<3', '<'])
      expect(findMarkup(text), text).toEqual([])
  })
})

describe('the content gate refuses markup in plain text', () => {
  it('in a client’s name, naming the client', () => {
    expect(problemsWith(CLIENTS, clients, 3, { name: 'Acme <b>Corp</b>' })).toEqual([
      `${CLIENTS}: Client "DOL", name: must be plain text, without tags: remove <b> and </b>`,
    ])
    expect(problemsWith(CLIENTS, clients, 4, { name: '<script>alert(1)</script>' })).toEqual([
      `${CLIENTS}: Client "HUD", name: must be plain text, without tags: remove <script> and </script>`,
    ])
  })

  it('in a service’s name in the menu, naming the service', () => {
    expect(problemsWith(CATALOG, erpServices, 2, { name: 'Acme <b>Corp</b>' })).toEqual([
      `${CATALOG}: Category "ERP Solutions", service "oracle-clm", name: must be plain text, without tags: remove <b> and </b>`,
    ])
    expect(problemsWith(CATALOG, erpServices, 2, { name: '<script>alert(1)</script>' })).toEqual([
      `${CATALOG}: Category "ERP Solutions", service "oracle-clm", name: must be plain text, without tags: remove <script> and </script>`,
    ])
  })

  it('in a service’s words, alongside the schema’s own rules', () => {
    expect(problemsWith(ERP, erpWords, 0, { summary: 'Short <em>summary</em>' })).toEqual([
      `${ERP}: Service "oracle-financials", summary: must be at least 80 characters long (it has 22)`,
      `${ERP}: Service "oracle-financials", summary: must be plain text, without tags: remove <em> and </em>`,
    ])
  })

  it('names the entry once, by its place when the text at fault is its only name', () => {
    const reasons = (data: Data) => data.reasons as Entry[]
    expect(problemsWith(ERP, reasons, 1, { title: 'Proven <i>delivery</i>' })).toEqual([
      `${ERP}: Reason 2, title: must be plain text, without tags: remove <i> and </i>`,
    ])
  })

  it('accepts a < that starts no tag, in a name and in a service’s name', () => {
    expect(problemsWith(CLIENTS, clients, 3, { name: 'Response < 5 min' })).toEqual([])
    expect(problemsWith(CATALOG, erpServices, 2, { name: 'Response < 5 min' })).toEqual([])
  })
})
