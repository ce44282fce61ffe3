/** The page documents the build makes from the content (`BUILD_DATA_MODULES` in vite.config.ts). */
declare module 'virtual:search-documents' {
  const documents: import('#content/search-documents.ts').SearchDocument[]
  export default documents
}
