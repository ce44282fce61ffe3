import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text layer of a PDF, page after page, with runs of white space made single spaces. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 })
  const document = await task.promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await task.destroy()
  return pages.join(' ').replace(/\s+/g, ' ')
}
