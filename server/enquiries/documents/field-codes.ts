import { attributeValues, localName, visitXml } from './word-xml.ts'

/**
 * Fields that make Word fetch a file or run a program: INCLUDETEXT, INCLUDEPICTURE and the older
 * INCLUDE read a path or URL (a network path leaks the reader's credentials); DDE and DDEAUTO start
 * another program. Word reads a field's name case-insensitively.
 */
const FETCHING_FIELD = /^(?:INCLUDE|DDE)/i

/** Instruction text; tracked deletions count too, since rejecting the change restores the field. */
const INSTRUCTION_TEXT = new Set(['instrText', 'delInstrText'])

/**
 * XML names cannot be written with character references (XML 1.0, 2.3), so a part that never spells
 * these has no fields, and a large one is not parsed for nothing.
 */
const FIELD_ELEMENT = /instrText|fldSimple/i
/** Nothing Word could read as a field's name yet. */
const NO_NAME_YET = /^[\s"]*$/

interface OpenField {
  code: string
  /** A nested field came before the field's name, so Word computes the name. */
  namedByField: boolean
  inResult: boolean
}

/**
 * The first field in a WordprocessingML part (body, header, footer, notes, comments, glossary) that
 * Word would use to fetch or run something, or null. Complex fields (`w:fldChar` begin, instructions
 * in any number of `w:instrText` runs, separate, end) are followed with their nesting, and simple
 * fields (`w:fldSimple w:instr`) read directly.
 */
export function findFetchingField(xml: string): string | null {
  if (!FIELD_ELEMENT.test(xml)) return null
  const open: OpenField[] = []
  const found: string[] = []
  const check = (code: string) => {
    const name = fieldName(code)
    if (FETCHING_FIELD.test(name)) found.push(`field ${name.toUpperCase()}`)
  }
  const finish = (field: OpenField) => {
    if (field.namedByField) found.push('field named by a nested field')
    else check(field.code)
  }
  // Instruction text outside any field still reaches whoever repairs the document; read it too.
  let stray = ''

  visitXml(xml, {
    element(name, attributes) {
      const local = localName(name)
      if (local === 'fldSimple') {
        for (const instruction of attributeValues(attributes, 'instr')) check(instruction)
      }
      if (local !== 'fldChar') return
      const current = open.at(-1)
      for (const type of attributeValues(attributes, 'fldCharType').map((value) => value.trim())) {
        if (type === 'begin') {
          if (current && !current.inResult && NO_NAME_YET.test(current.code)) current.namedByField = true
          open.push({ code: '', namedByField: false, inResult: false })
        } else if (type === 'separate' && current) {
          current.inResult = true
        } else if (type === 'end' && current) {
          finish(current)
          open.pop()
        }
      }
    },
    text(elementName, text) {
      if (!INSTRUCTION_TEXT.has(localName(elementName))) return
      const current = open.at(-1)
      if (current && !current.inResult) current.code += text
      else stray += text
    },
  })
  for (const field of open) finish(field)
  check(stray)
  return found[0] ?? null
}

/** The field's name: its first word, skipping spaces and any quote marks (read generously on purpose). */
const fieldName = (code: string): string => /^[\s"]*([^\s"\\]*)/.exec(code)?.[1] ?? ''
