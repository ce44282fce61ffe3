import { describe, expect, it } from 'vitest'
import { type ColorPair, collectColorPairs } from '../support/class-colors.ts'

const summary = ({ state, text, background, large }: ColorPair) =>
  `${state ? `${state}:` : ''}${text} on ${background.join(' over ')}${large ? ' (large)' : ''}`

function pairsOf(sources: Record<string, string>) {
  const { pairs, unresolved } = collectColorPairs(sources)
  return {
    pairs: [...new Set(pairs.map(summary))],
    unresolved: unresolved.map((u) => `${u.file}: ${u.reason}`),
  }
}

const FLIP_CARD = `
import { cn } from '#app/lib/cn.ts'
const GRADIENTS = { navy: 'from-navy-950 to-navy-700', indigo: 'from-[#1e1b4b] to-navy-700' } as const
function TurnButton({ tone }: { tone: 'dark' | 'light' }) {
  return <button className={cn('text-sm', tone === 'dark' ? 'text-gold-300' : 'text-navy-700')}>Turn</button>
}
export function FlipCard({ gradient }: { gradient: keyof typeof GRADIENTS }) {
  return (
    <div>
      <div className={cn('bg-gradient-to-br text-white', GRADIENTS[gradient])}>
        <TagList items={[]} itemClassName="rounded-full bg-white/15 text-xs" />
        <TurnButton tone="dark" />
      </div>
      <div className="bg-surface"><TurnButton tone="light" /></div>
    </div>
  )
}`

describe('color pairs read from component classes', () => {
  it('pairs text with gradient stops, maps, item classes and the branch its usage picks', () => {
    const { pairs } = pairsOf({ 'app/flip-card.tsx': FLIP_CARD })
    expect(pairs).toEqual(
      expect.arrayContaining([
        'text-gold-300 on from-navy-950',
        'text-gold-300 on from-[#1e1b4b]',
        'text-gold-300 on to-navy-700',
        'text-navy-700 on bg-surface',
        'text-white on bg-white/15 over from-[#1e1b4b]',
      ]),
    )
    expect(pairs).not.toContain('text-navy-700 on from-navy-950')
    expect(pairs).not.toContain('text-gold-300 on bg-surface')
  })

  it('follows a component to where it is used, and keeps variants with their own background', () => {
    const { pairs } = pairsOf({
      'app/note.tsx':
        'export function Note() { return <p className="text-2xl font-bold text-muted hover:bg-navy-50 hover:text-ink">x</p> }',
      'app/page.tsx': `import { Note } from './note.tsx'
        export default function Page() { return <section className="bg-canvas"><Note /></section> }`,
      'app/lone.tsx': 'export default function Lone() { return <p className="text-sm text-ink">x</p> }',
    })
    expect(pairs).toEqual(
      expect.arrayContaining([
        'text-muted on bg-canvas (large)',
        'hover:text-ink on bg-navy-50 (large)',
        'text-ink on bg-surface',
      ]),
    )
  })

  it('picks cva variants as the call gives them, or the default', () => {
    const { pairs } = collectColorPairs({
      'app/styles.ts': `import { cva } from 'class-variance-authority'
        export const styles = cva('font-semibold', {
          variants: { tone: { primary: 'bg-gold-400 text-navy-950', inverse: 'text-white' } },
          defaultVariants: { tone: 'primary' },
        })`,
      'app/inverse.tsx': `import { styles } from './styles.ts'
        export default function Inverse() {
          return <div className="bg-navy-900 text-white"><a className={styles({ tone: 'inverse' })}>x</a></div>
        }`,
      'app/default.tsx': `import { styles } from './styles.ts'
        export default function Default() { return <a className={styles()}>y</a> }`,
    })
    expect([...new Set(pairs.map((pair) => `${pair.file}: ${summary(pair)}`))].sort()).toEqual([
      'app/default.tsx: text-navy-950 on bg-gold-400',
      'app/inverse.tsx: text-white on bg-navy-900',
    ])
  })

  it('reports what it cannot read instead of passing over it', () => {
    const { unresolved } = pairsOf({
      'app/built.tsx':
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is source text holding a template literal.
        'export default function Built({ tone }: { tone: string }) { return <p className={`text-${tone}-700`}>x</p> }',
      'app/typo.tsx': 'export default function Typo() { return <p className="text-navy-450">x</p> }',
      'content/copy.ts': "export const badge = 'bg-navy-900 text-white'",
    })
    expect(unresolved).toEqual(
      expect.arrayContaining([
        'app/built.tsx: a class is built from `tone`',
        'app/typo.tsx: unknown color in `text-navy-450`',
        'content/copy.ts: color class `bg-navy-900` in content',
      ]),
    )
  })
})

describe('the site as it is', () => {
  const { pairs } = collectColorPairs()
  const found = pairs.map((pair) => `${pair.file}: ${summary(pair)}`)

  it.each([
    'app/components/forms/consultation-form.tsx: text-emerald-800 on bg-surface',
    'app/components/forms/consultation-form.tsx: text-red-700 on bg-surface',
    'app/routes/flip-cards/flip-card-grid.tsx: text-white on from-[#1e1b4b]',
    'app/routes/flip-cards/flip-card-grid.tsx: text-gold-300 on to-[#5c3d07]',
    'app/routes/flip-cards/flip-card-grid.tsx: text-white on bg-white/15 over from-navy-950',
  ])('includes %s', (pair) => {
    expect(found).toContain(pair)
  })
})
