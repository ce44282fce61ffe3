import type { Plugin } from 'vite'
import { listSearchDocuments } from '../../content/search-documents.ts'

/** The module the search code imports lazily; Vite emits it as its own hashed chunk. */
export const SEARCH_DOCUMENTS_MODULE = 'virtual:search-documents'
const RESOLVED = `\0${SEARCH_DOCUMENTS_MODULE}`

/**
 * Serves the search documents, made at build time from the typed content, as a module of JSON data.
 * Only the data reaches the browser, not the content modules that produce it; JSON.parse of one string
 * is quicker to start than the same data written as an object literal, and needs no eval.
 */
export function searchDocumentsPlugin(): Plugin {
  return {
    name: 'search-documents',
    resolveId(source) {
      return source === SEARCH_DOCUMENTS_MODULE ? RESOLVED : undefined
    },
    load(id) {
      if (id !== RESOLVED) return undefined
      const json = JSON.stringify(listSearchDocuments())
      return `export default JSON.parse(${JSON.stringify(json)})`
    },
  }
}
