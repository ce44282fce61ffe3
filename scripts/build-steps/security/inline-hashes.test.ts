import { describe, expect, it } from 'vitest'
import { cspHash, hashInlineSources, isExecutableScript } from './inline-hashes.ts'

describe('isExecutableScript', () => {
  it.each([
    [{}],
    [{ type: '' }],
    [{ type: 'module' }],
    [{ type: 'text/javascript' }],
    [{ type: ' Text/JavaScript ' }],
    [{ type: 'application/ecmascript' }],
    [{ type: 'importmap' }],
    [{ type: 'speculationrules' }],
    [{ language: 'javascript' }],
  ])('%j is executed, so it needs a hash', (attributes) => {
    expect(isExecutableScript(attributes)).toBe(true)
  })

  it.each([
    [{ type: 'application/ld+json' }],
    [{ type: 'application/json' }],
    [{ type: 'text/template' }],
    // Parameters make it a data block: only an exact JavaScript MIME type essence runs.
    [{ type: 'text/javascript; charset=utf-8' }],
    [{ language: 'vbscript' }],
  ])('%j is a data block that CSP ignores', (attributes) => {
    expect(isExecutableScript(attributes)).toBe(false)
  })
})

describe('cspHash', () => {
  it("matches the CSP specification's example", () => {
    expect(cspHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=')
  })

  it('hashes the text after the parser has turned CRLF and CR into LF', () => {
    expect(cspHash('a();\r\nb();\rc();')).toBe(cspHash('a();\nb();\nc();'))
  })
})

describe('hashInlineSources', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<script src="/assets/entry.js"></script>',
    '<script type="module" async="">import "/assets/a.js";</script>',
    '</head><body>',
    '<div style="pointer-events:none">x</div>',
    "<p STYLE='animation-delay:0.1s'>y</p>",
    '<span style="font-family:&quot;Public Sans&quot;">z</span>',
    '<div style="pointer-events:none"></div>',
    '<script>window.x = "<div style=\\"not-an-attribute\\">";</script>',
    '</body></html>',
  ].join('')

  it('hashes executed inline scripts only: not JSON-LD, not scripts with src', () => {
    expect(hashInlineSources(page).scripts).toEqual(
      [cspHash('import "/assets/a.js";'), cspHash('window.x = "<div style=\\"not-an-attribute\\">";')].sort(),
    )
  })

  it('hashes each distinct style attribute value once, decoded, and never text inside scripts', () => {
    expect(hashInlineSources(page).styleAttributes).toEqual(
      [
        cspHash('pointer-events:none'),
        cspHash('animation-delay:0.1s'),
        cspHash('font-family:"Public Sans"'),
      ].sort(),
    )
  })

  it('reads tags as the browser does: a ">" inside an attribute value, comments, <noscript>', () => {
    const tricky = [
      '<!DOCTYPE html><html><head><!-- <script>notRun()</script> --></head><body>',
      '<a title="1 > 0" style="color:red">a</a>',
      '<noscript><p style="display:block">Scripting is off</p></noscript>',
      '<textarea><b style="not-markup"></b></textarea>',
      '</body></html>',
    ].join('')
    expect(hashInlineSources(tricky)).toEqual({
      scripts: [],
      styleAttributes: [cspHash('color:red'), cspHash('display:block')].sort(),
    })
  })

  it('finds nothing in a page without inline code', () => {
    expect(hashInlineSources('<!DOCTYPE html><p>plain</p>')).toEqual({ scripts: [], styleAttributes: [] })
  })
})
