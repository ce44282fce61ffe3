/** The page documents the build makes from the content (scripts/search/search-documents-plugin.ts). */
declare module 'virtual:search-documents' {
  const documents: import('#content/search-documents.ts').SearchDocument[]
  export default documents
}
