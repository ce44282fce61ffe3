/** A page's static-section content as JSON, made at build time (`BUILD_DATA_MODULES` in vite.config.ts). */
declare module 'virtual:static-sections/home' {
  const content: import('#content/static-sections.ts').StaticSections['home']
  export default content
}
declare module 'virtual:static-sections/services' {
  const content: import('#content/static-sections.ts').StaticSections['services']
  export default content
}
declare module 'virtual:static-sections/corporateCapability' {
  const content: import('#content/static-sections.ts').StaticSections['corporateCapability']
  export default content
}
declare module 'virtual:static-sections/service' {
  /** Each service page's static-section module, by slug. */
  const loaders: Partial<
    Record<string, () => Promise<{ default: import('#content/static-sections.ts').ServiceStaticSections }>>
  >
  export default loaders
}
