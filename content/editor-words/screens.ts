import * as firm from './firm.ts'
import * as pageWords from './pages.ts'
import * as policies from './policies.ts'
import { catalogWords, categoryWords, serviceWords, solutionMenuWords, solutionWords } from './services.ts'
import type { ScreenWords } from './words.ts'

/** The editor's screens, by the gate's data file key (content/data-files.ts). */
const SCREENS: Record<string, ScreenWords> = {
  ...firm,
  ...policies,
  ...pageWords,
  catalog: { label: 'Service menu', group: 'Services and solutions', fields: catalogWords },
  solutionMenu: { label: 'Solution menu', group: 'Services and solutions', fields: solutionMenuWords },
  otherServices: { label: 'Other services', group: 'Services and solutions', fields: serviceWords },
}

/** The collections of words files (content/service-data-files.ts WORDS_FOLDERS): one screen lists a folder's entries. */
const COLLECTIONS: Record<string, ScreenWords> = {
  categories: { label: 'Service categories', group: 'Service categories', fields: categoryWords },
  solutions: { label: 'Solutions', group: 'Solutions', fields: solutionWords },
}

export function collectionWords(folder: string): ScreenWords {
  const words = COLLECTIONS[folder]
  if (!words) throw new Error(`content/editor-words/ names no screen for the folder "${folder}"`)
  return words
}

/** The menu's groups, in order. */
export const SCREEN_GROUPS = [
  'The firm',
  'Credentials',
  'Clients',
  'Capabilities',
  'Policies',
  'Capability statement',
  'E-mails',
  'Pages',
  'Whole site',
  'Services and solutions',
  'Service categories',
  'Solutions',
] as const

export function screenWords(key: string): ScreenWords {
  const screen = SCREENS[key]
  if (!screen) throw new Error(`content/editor-words/ names no screen for the data file "${key}"`)
  return screen
}
