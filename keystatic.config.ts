import { config } from '@keystatic/core'
import { dataFiles } from './content/data-files.ts'
import { collectionWords, SCREEN_GROUPS, screenWords } from './content/editor-words/screens.ts'
import { WORDS_FOLDERS, wordsDataFiles } from './content/service-data-files.ts'
import { schemaCollection, schemaSingleton } from './editor/schema-fields.ts'

/** "company-profile" is the screen companyProfile. */
const screenKey = (key: string) =>
  key.replace(/[ -]([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())

/** One screen per data file the gate checks, each read off the file's schema and words; words files are below. */
const screens = Object.entries(dataFiles)
  .filter(([key]) => !(key in wordsDataFiles))
  .map(([key, file]) => ({
    key: screenKey(key),
    words: screenWords(key),
    singleton: schemaSingleton(file.path, file.schema, screenWords(key)),
  }))

/** Every screen, by its key in the editor's addresses (/keystatic/singleton/<key>). */
export const singletons = Object.fromEntries(screens.map((screen) => [screen.key, screen.singleton]))

/** Each folder of words files, by its key in the editor's addresses (/keystatic/collection/<key>/item/<file key>). */
export const collections = {
  categories: schemaCollection(
    WORDS_FOLDERS.categories.folder,
    WORDS_FOLDERS.categories.schema,
    WORDS_FOLDERS.categories.keyPattern,
    collectionWords('categories'),
  ),
  solutions: schemaCollection(
    WORDS_FOLDERS.solutions.folder,
    WORDS_FOLDERS.solutions.schema,
    WORDS_FOLDERS.solutions.keyPattern,
    collectionWords('solutions'),
  ),
}

const collectionGroups = Object.keys(collections).map((key) => ({ key, group: collectionWords(key).group }))

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'GlobalTekForce content' },
    navigation: Object.fromEntries(
      SCREEN_GROUPS.map((group) => [
        group,
        [...screens, ...collectionGroups]
          .filter((screen) => ('words' in screen ? screen.words.group : screen.group) === group)
          .map((screen) => screen.key),
      ]),
    ),
  },
  singletons,
  collections,
})
