import { attributeValues, localName, visitXml } from './word-xml.ts'

// Fields that make Word fetch a file (INCLUDETEXT, INCLUDEPICTURE, INCLUDE: a network path leaks credentials)
// or start a program (DDE, DDEAUTO); Word reads field names case-insensitively.
const FETCHING_FIELD = /^(?:INCLUDE|DDE)/i

/** Instruction text; tracked deletions count too, since rejecting the change restores the field. */
const INSTRUCTION_TEXT = new Set(['instrText', 'delInstrText'])

/** XML names cannot use character references (XML 1.0, 2.3): a part never spelling these is not parsed. */
const FIELD_ELEMENT = /instrText|fldSimple/i
/** Nothing Word could read as a field's name yet. */
const NO_NAME_YET = /^[\s"]*$/

interface OpenField {
  code: string
  /** A nested field came before the field's name, so Word computes the name. */
  namedByField: boolean
  inResult: boolean
}

// The first fetching or running field in a WordprocessingML part, or null: complex fields (`w:fldChar`, split
// `w:instrText`) are followed with their nesting; `w:fldSimple` is read directly.
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
