import { fileURLToPath } from 'node:url'
import { lint } from 'cspell'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

async function listFlaggedWords(file: string): Promise<string[]> {
  const flagged: string[] = []
  const quiet = () => {}
  await lint(
    [file],
    { root, config: `${root}cspell.config.yaml`, progress: false, summary: false, mustFindFiles: true },
    {
      issue: (issue) => flagged.push(issue.text),
      info: quiet,
      debug: quiet,
      error: quiet,
      progress: quiet,
      result: quiet,
    },
  )
  return flagged
}

test('the spelling check flags British spellings and allows `colour` only as a field name', {
  timeout: 60_000,
}, async () => {
  expect(await listFlaggedWords('tests/fixtures/british-copy.ts')).toEqual([
    'Productised',
    'defences',
    'unauthorised',
    'catalogue',
    'centred',
    'modelling',
    'colour',
    'honours',
  ])
})
