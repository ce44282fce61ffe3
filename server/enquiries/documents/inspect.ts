import { type DocumentKind, type DocumentVerdict, refuse } from './verdict.ts'

/**
 * Checks that the content is the kind its name claims and carries no active content. Never throws:
 * whatever a parser does with a hostile file, the answer is a verdict. Each kind's parser is loaded
 * only when needed, so a worker checking a DOCX does not spend its start-up loading pdf-lib.
 */
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
