/** Same geometry as the site's logo and Lucide icons (ISC license); vectors need no text alternative and scale without blur. */
import type PDFDocument from 'pdfkit'

type Doc = InstanceType<typeof PDFDocument>

export const brandColors = {
  navy950: '#06142b',
  navy900: '#0a1f44',
  navy800: '#102b5c',
  navy700: '#1a3d7c',
  navy200: '#c5d3ea',
  navy100: '#e3eaf6',
  navy50: '#f2f5fb',
  orbit: '#3b6fc4',
  gold300: '#f7cd6b',
  gold400: '#f2b544',
  gold700: '#8c5d0b',
  gold50: '#fdf6e6',
  ink: '#0f172a',
  muted: '#475569',
  line: '#d5dde9',
  canvas: '#f7f9fc',
  white: '#ffffff',
} as const

export function drawBrandMark(doc: Doc, x: number, y: number, size: number): void {
  const scale = size / 48
  doc.save()
  doc.translate(x, y).scale(scale)
  doc.roundedRect(0, 0, 48, 48, 12).fill(brandColors.navy900)
  doc.save()
  doc.rotate(-28, { origin: [24, 24] })
  doc.ellipse(24, 24, 15, 6.5).lineWidth(1.5).stroke(brandColors.orbit)
  doc.restore()
  doc
    .path('M33.5 16.5A12 12 0 1 0 36 25.5H25.5')
    .lineWidth(4.5)
    .lineCap('round')
    .lineJoin('round')
    .stroke(brandColors.gold400)
  doc.circle(36.5, 13, 3).fill(brandColors.white)
  doc.restore()
}

type IconShape =
  | { kind: 'path'; d: string }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number }

const icons = {
  phone: [
    {
      kind: 'path',
      d: 'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
    },
  ],
  mail: [
    { kind: 'path', d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7' },
    { kind: 'rect', x: 2, y: 4, width: 20, height: 16, rx: 2 },
  ],
  mapPin: [
    {
      kind: 'path',
      d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
    },
    { kind: 'circle', cx: 12, cy: 10, r: 3 },
  ],
  globe: [
    { kind: 'circle', cx: 12, cy: 12, r: 10 },
    { kind: 'path', d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' },
    { kind: 'path', d: 'M2 12h20' },
  ],
  badgeCheck: [
    {
      kind: 'path',
      d: 'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
    },
    { kind: 'path', d: 'm16 9-5.5 5.5L8 12' },
  ],
  landmark: [
    { kind: 'path', d: 'M10 18v-7' },
    {
      kind: 'path',
      d: 'M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z',
    },
    { kind: 'path', d: 'M14 18v-7' },
    { kind: 'path', d: 'M18 18v-7' },
    { kind: 'path', d: 'M3 22h18' },
    { kind: 'path', d: 'M6 18v-7' },
  ],
} as const satisfies Record<string, readonly IconShape[]>

export type IconName = keyof typeof icons

export function drawIcon(doc: Doc, name: IconName, x: number, y: number, size: number, color: string): void {
  doc.save()
  doc.translate(x, y).scale(size / 24)
  doc.lineWidth(2).lineCap('round').lineJoin('round').strokeColor(color)
  for (const shape of icons[name] as readonly IconShape[]) {
    if (shape.kind === 'path') doc.path(shape.d).stroke()
    else if (shape.kind === 'circle') doc.circle(shape.cx, shape.cy, shape.r).stroke()
    else doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.rx).stroke()
  }
  doc.restore()
}

export function drawLinkedInGlyph(doc: Doc, x: number, y: number, size: number, color: string): void {
  doc.save()
  doc.translate(x, y).scale(size / 24)
  doc
    .path(
      'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 5.98V21h-4v-5.05c0-1.2-.02-2.76-1.7-2.76-1.7 0-1.95 1.31-1.95 2.67V21H9.5V9.75Z',
    )
    .fill(color)
  doc.restore()
}
