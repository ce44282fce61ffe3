import { twMerge } from 'tailwind-merge'
import { expect, it } from 'vitest'
import { attributeOf, pageElements, tokensOf } from '../../server/html/parse-page.ts'
import { builtHtmlFiles, readBuiltFile } from '../support/built-site.ts'

// `cn` does not resolve conflicts (app/lib/cn.ts): stylesheet order would pick the winner.
it('no element of a built page carries two utilities that set the same property', async () => {
  const conflicts: string[] = []
  for (const file of await builtHtmlFiles()) {
    for (const element of pageElements(await readBuiltFile(file))) {
      const value = attributeOf(element, 'class')
      if (value === undefined) continue
      const classes = tokensOf(element, 'class')
      const kept = new Set(twMerge(value).split(/\s+/))
      const overridden = classes.filter((name) => !kept.has(name))
      if (overridden.length > 0) conflicts.push(`${file}: ${overridden.join(' ')} overridden in "${value}"`)
    }
  }
  expect([...new Set(conflicts)]).toEqual([])
})
