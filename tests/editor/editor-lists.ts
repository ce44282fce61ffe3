import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Helpers that work a Keystatic list as a person does: its "Add" button opens a dialog for the new entry,
 * which "Done" closes; a row's last button removes the entry.
 */

/** The dialog on top: the one a click on "Add" or on a row just opened. */
export const topDialog = (page: Page) => page.getByRole('dialog').last()

/** Clicks a list's "Add" and returns the new entry's dialog. */
export async function addEntry(page: Page, scope: Locator | Page, list: string): Promise<Locator> {
  const dialogs = page.getByRole('dialog')
  const before = await dialogs.count()
  await scope
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(list)}(\\(required\\))?$`) })
    .getByRole('button', { name: 'Add', exact: true })
    .first()
    .click()
  await expect(dialogs).toHaveCount(before + 1)
  return dialogs.last()
}

/** Closes the top dialog with its last button, "Add" for a new entry or "Done", and waits until it is gone. */
export async function done(page: Page) {
  const dialogs = page.getByRole('dialog')
  const before = await dialogs.count()
  await dialogs
    .last()
    .getByRole('button', { name: /^(Add|Done)$/ })
    .last()
    .click()
  await expect(dialogs).toHaveCount(before - 1)
}

/** Adds one entry of a list of words: its dialog's one text box. */
export async function addWords(page: Page, scope: Locator | Page, list: string, words: string) {
  const dialog = await addEntry(page, scope, list)
  await dialog.getByRole('textbox').first().fill(words)
  await done(page)
}

/** Adds one entry of a list of titled texts. */
export async function addPoint(
  page: Page,
  scope: Locator | Page,
  list: string,
  point: { title: string; description: string },
  labels = { title: 'Title', description: 'Description' },
) {
  const dialog = await addEntry(page, scope, list)
  await dialog.getByRole('textbox', { name: labels.title, exact: true }).fill(point.title)
  await dialog.getByRole('textbox', { name: labels.description, exact: true }).fill(point.description)
  await done(page)
}

/** Picks an option of a picker (a button that opens a list box) by typing its name, as with the keyboard. */
export async function pick(page: Page, picker: Locator, option: string) {
  await picker.click()
  await page.getByRole('listbox').pressSequentially(option)
  await page.keyboard.press('Enter')
  await expect(picker).toContainText(new RegExp(escapeRegExp(option), 'i'))
}

/** Removes a list's entry by its row's remove button. */
export async function removeEntry(scope: Locator | Page, row: string) {
  const entry = scope.getByRole('row', { name: row })
  await entry.getByRole('button').last().click()
  await expect(entry).toHaveCount(0)
}

const escapeRegExp = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
