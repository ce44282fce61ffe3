import { allCategoryEntries as categoryEntries, allSolutionEntries as solutionEntries } from '../catalog.ts'
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
  ...Object.fromEntries(
    categoryEntries.map((entry) => [
      `category ${entry.key}`,
      { label: entry.name, group: 'Service categories', fields: categoryWords },
    ]),
  ),
  ...Object.fromEntries(
    solutionEntries.map((entry) => [
      `solution ${entry.key}`,
      { label: entry.name, group: 'Solutions', fields: solutionWords },
    ]),
  ),
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
