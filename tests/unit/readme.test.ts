import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const readme = readFileSync(resolve(root, 'README.md'), 'utf8')
const scripts = (
  JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts

it('keeps the two commands a newcomer runs', () => {
  const blocks = [...readme.matchAll(/^## (.+)\n\n[^`]*```sh\n([^`]+)```/gm)].map((match) => [
    match[1],
    match[2],
  ])
  expect(blocks).toEqual([
    ['Run it', 'npm install && npm start\n'],
    ['Test it', 'npm test\n'],
  ])
})

it('names the steps of npm test in the order it runs them, and a row for each suite', () => {
  const steps = [...(scripts.test ?? '').matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1])
  const row = /^\| `npm test` \| (.+) \|$/m.exec(readme)?.[1] ?? ''
  expect([...row.matchAll(/`([\w:-]+)`/g)].map((match) => match[1])).toEqual(steps)
  for (const step of steps) expect(readme).toContain(`| \`npm run ${step}\` |`)
})
