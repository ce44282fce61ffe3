import { type DocumentKind, type DocumentVerdict, refuse } from './verdict.ts'

// Never throws: a hostile file gets a verdict. Parsers load lazily (a DOCX check skips pdf-lib).
export async function inspectDocument(kind: DocumentKind, content: Buffer): Promise<DocumentVerdict> {
  try {
    switch (kind) {
      case 'pdf':
        return await (await import('./pdf.ts')).inspectPdf(content)
      case 'docx':
        return await (await import('./docx.ts')).inspectDocx(content)
      case 'doc':
        return (await import('./doc.ts')).inspectDoc(content)
    }
  } catch (error) {
    return refuse(
      'not_this_kind',
      `${kind}: check failed (${error instanceof Error ? error.name : typeof error})`,
    )
  }
}
