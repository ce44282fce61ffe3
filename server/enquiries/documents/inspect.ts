import { inspectDoc } from './doc.ts'
import { inspectDocx } from './docx.ts'
import { inspectPdf } from './pdf.ts'
import { type DocumentKind, type DocumentVerdict, refuse } from './verdict.ts'

/**
 * Checks that the content is the kind its name claims and carries no active content. Never throws:
 * whatever a parser does with a hostile file, the answer is a verdict.
 */
export async function inspectDocument(kind: DocumentKind, content: Buffer): Promise<DocumentVerdict> {
  try {
    switch (kind) {
      case 'pdf':
        return await inspectPdf(content)
      case 'docx':
        return await inspectDocx(content)
      case 'doc':
        return inspectDoc(content)
    }
  } catch (error) {
    return refuse(
      'not_this_kind',
      `${kind}: check failed (${error instanceof Error ? error.name : typeof error})`,
    )
  }
}
