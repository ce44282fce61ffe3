import { allCategoryEntries } from './catalog.ts'
import { withPageName } from './page-name.ts'
import type { ShortForm } from './service-data-files.ts'
import { byFileKey, folderUrl, listFolderKeys } from './word-file-keys.ts'

// Only the server reads this list: pages get their form from a loader, the browser bundle an empty list.

type FormList = readonly ShortForm[] | undefined

function readForms(): Record<string, FormList> {
  const fs = process.getBuiltinModule('node:fs')
  return Object.fromEntries(
    listFolderKeys('categories').map((key) => [
      key,
      JSON.parse(fs.readFileSync(new URL(`${key}.json`, folderUrl('categories')), 'utf8')).shortForm,
    ]),
  )
}

const formsByKey: Record<string, FormList> = !import.meta.env
  ? readForms()
  : import.meta.env.SSR
    ? byFileKey(import.meta.glob<FormList>('./data/categories/*.json', { eager: true, import: 'shortForm' }))
    : {}

export interface ShortFormPage extends ShortForm {
  categoryKey: string
}

/** Drafts included: a form's key stays accepted, and its enquiries named, while its page is a draft. */
export const shortFormPages: readonly ShortFormPage[] = allCategoryEntries.flatMap((entry) => {
  const form = formsByKey[entry.key]?.[0]
  return form ? [{ ...withPageName(form, entry.name), categoryKey: entry.key }] : []
})

/** The short form of the category whose words file is `key`, if it has one. */
export function getShortForm(key: string): ShortFormPage | undefined {
  return shortFormPages.find((form) => form.categoryKey === key)
}
