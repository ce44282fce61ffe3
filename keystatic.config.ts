import { config } from '@keystatic/core'
import { dataFiles } from './content/data-files.ts'
import { SCREEN_GROUPS, screenWords } from './content/editor-words/screens.ts'
import { schemaSingleton } from './editor/schema-fields.ts'

/** "category erp-solutions" is the screen categoryErpSolutions. */
const screenKey = (key: string) =>
  key.replace(/[ -]([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())

/** One screen per data file the gate checks, each read off the file's schema and words. */
const screens = Object.entries(dataFiles).map(([key, file]) => ({
  key: screenKey(key),
  words: screenWords(key),
  singleton: schemaSingleton(file.path, file.schema, screenWords(key)),
}))

/** Every screen, by its key in the editor's addresses (/keystatic/singleton/<key>). */
export const singletons = Object.fromEntries(screens.map((screen) => [screen.key, screen.singleton]))

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'GlobalTekForce content' },
    navigation: Object.fromEntries(
      SCREEN_GROUPS.map((group) => [
        group,
        screens.filter((screen) => screen.words.group === group).map((screen) => screen.key),
      ]),
    ),
  },
  singletons,
})
