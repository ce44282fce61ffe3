import { twMerge } from 'tailwind-merge'
import { expect, it } from 'vitest'
import { builtHtmlFiles, readBuiltFile } from '../support/built-site.ts'

/**
 * `cn` joins classes without resolving conflicts (app/lib/cn.ts). Two utilities for the same property
 * on one element would leave the winner to stylesheet order, so no built page may contain one.
 */
it('no element of a built page carries two utilities that set the same property', async () => {
  const conflicts: string[] = []
  for (const file of await builtHtmlFiles()) {
    const html = await readBuiltFile(file)
    for (const [, value = ''] of html.matchAll(/\bclass="([^"]*)"/g)) {
      const classes = value.trim().split(/\s+/)
      const kept = new Set(twMerge(value).split(/\s+/))
      const overridden = classes.filter((name) => !kept.has(name))
      if (overridden.length > 0) conflicts.push(`${file}: ${overridden.join(' ')} overridden in "${value}"`)
    }
  }
  expect([...new Set(conflicts)]).toEqual([])
})
