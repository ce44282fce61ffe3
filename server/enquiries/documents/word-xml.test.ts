import { describe, expect, it } from 'vitest'
import { decodeXmlPart, UnreadablePart, visitXml } from './word-xml.ts'

/** Every element's attributes and every text, as the visitor reports them. */
function read(xml: string) {
  const elements: [string, Record<string, string>][] = []
  const texts: [string, string][] = []
  visitXml(decodeXmlPart(Buffer.from(xml, 'utf8')), {
    element: (name, attributes) => elements.push([name, { ...attributes }]),
    text: (name, text) => texts.push([name, text]),
  })
  return { elements, texts }
}

describe('visitXml', () => {
  it.each([
    ['&#69;xternal', 'External'],
    ['&#x45;xternal', 'External'],
    ['&#x0000045;xternal', 'External'],
    ['&#0000069;xternal', 'External'],
    ['&amp;&lt;&gt;&quot;&apos;', `&<>"'`],
    // Not XML's: left as written, so no rule reads it as a safe value.
    ['&nbsp;&copy;', '&nbsp;&copy;'],
    ['&#x110000;', '&#x110000;'],
  ])('decodes the attribute value %s as XML does', (written, decoded) => {
    expect(read(`<a v="${written}"/>`).elements).toEqual([['a', { v: decoded }]])
    expect(read(`<a v='${written}'/>`).elements).toEqual([['a', { v: decoded }]])
  })

  it('reports prefixed names as written, whitespace around = and all', () => {
    expect(read('<p:a xmlns:p="urn:x" p:v = "1"\n w="2"/>').elements).toEqual([
      ['p:a', { 'xmlns:p': 'urn:x', 'p:v': '1', w: '2' }],
    ])
  })

  it('reports text with references decoded and CDATA as written, each with its element', () => {
    expect(read('<a><b> &#73;N </b><c><![CDATA[&#73;]]></c></a>').texts).toEqual([
      ['b', ' IN '],
      ['c', '&#73;'],
    ])
  })

  it.each([
    ['a repeated attribute', '<a v="1" v="2"/>'],
    ['an unclosed element', '<a><b></a>'],
    ['an unquoted value', '<a v=1/>'],
  ])('refuses %s', (_label, xml) => {
    expect(() => read(xml)).toThrow(UnreadablePart)
  })
})

describe('decodeXmlPart', () => {
  const xml = '<?xml version="1.0" encoding="UTF-16"?><a v="é"/>'
  const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')])

  it.each([
    ['UTF-8', Buffer.from(xml.replace('UTF-16', 'UTF-8'))],
    ['UTF-8 with a byte order mark', Buffer.from(`\ufeff${xml.replace('UTF-16', 'UTF-8')}`)],
    ['UTF-16LE with a byte order mark', utf16le],
    ['UTF-16BE with a byte order mark', Buffer.from(utf16le).swap16()],
    ['UTF-16LE without one', Buffer.from(xml, 'utf16le')],
  ])('reads %s', (_label, bytes) => {
    expect(decodeXmlPart(bytes)).toMatch(/<a v="é"\/>$/)
  })

  it.each([
    ['a DOCTYPE', '<!DOCTYPE a [<!ENTITY e "External">]><a v="&e;"/>'],
    ['a lower-case doctype', '<!doctype a><a/>'],
    ['an entity declaration alone', '<!ENTITY e "x"><a/>'],
    ['another encoding', '<?xml version="1.0" encoding="ISO-8859-1"?><a/>'],
    ['a NUL inside a name', '<a v="IN\0CLUDE"/>'],
  ])('refuses %s', (_label, xml) => {
    expect(() => decodeXmlPart(Buffer.from(xml, 'utf8'))).toThrow(UnreadablePart)
  })

  it('refuses bytes that are not UTF-8', () => {
    expect(() => decodeXmlPart(Buffer.from([0x3c, 0x61, 0xff, 0x2f, 0x3e]))).toThrow(UnreadablePart)
  })

  it('refuses a billion-laughs DTD before expanding anything', () => {
    const levels = Array.from({ length: 10 }, (_, level) =>
      level === 0 ? '<!ENTITY l0 "lol">' : `<!ENTITY l${level} "${`&l${level - 1};`.repeat(10)}">`,
    ).join('')
    const started = performance.now()
    expect(() => decodeXmlPart(Buffer.from(`<!DOCTYPE a [${levels}]><a>&l9;</a>`))).toThrow('declares a DTD')
    expect(performance.now() - started).toBeLessThan(100)
  })
})
