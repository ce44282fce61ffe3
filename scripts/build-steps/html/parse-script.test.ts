import { describe, expect, it } from 'vitest'
import { dynamicImportsOf, staticImportsOf } from './parse-script.ts'

const chunk = [
  'import{a as b}from"./framework-1.js";',
  "import './side-effect-2.js'",
  'export{c}from"./shared-3.js";export*from"./all-4.js";',
  'const text = "import x from \'./not-an-import.js\'";',
  'button.onclick = () => import("./lazy-5.js").then(() => import("./page-" + n + ".js"));',
].join('\n')

describe('parse-script', () => {
  it('lists the modules a chunk imports statically, re-exports included, and nothing inside strings', () => {
    expect(staticImportsOf(chunk)).toEqual([
      './framework-1.js',
      './side-effect-2.js',
      './shared-3.js',
      './all-4.js',
    ])
  })

  it('lists the modules a script loads with import() of a string, wherever the call is', () => {
    expect(dynamicImportsOf(chunk)).toEqual(['./lazy-5.js'])
  })
})
