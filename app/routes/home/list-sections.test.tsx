// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { FooterContent } from '#app/components/layout/footer-content.tsx'
import { HeroBadges } from '#app/components/sections/hero-badges.tsx'
import { ServiceCardGrid } from '#app/components/sections/service-card-grid.tsx'
import { StatGrid } from '#app/components/sections/stat-grid.tsx'
import { clients } from '#content/clients.ts'
import { listClientRows } from '#content/index.ts'
import type { Client, Differentiator } from '#content/schema.ts'
import { ClientMarquee } from './client-marquee.tsx'
import { WhyChooseUs } from './why-choose-us.tsx'

afterEach(cleanup)

const words = { eyebrow: 'Eyebrow', title: 'Section title', lead: 'A lead of twenty characters or more.' }
const someClients = (count: number): Client[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Client organization ${index + 1}`,
    mark: `C${index + 1}`,
    sector: 'Federal',
  }))
const reasons = (count: number): Differentiator[] =>
  Array.from({ length: count }, (_, index) => ({
    title: `Reason ${index + 1}`,
    description: `The description of reason ${index + 1}, long enough to read as one.`,
  }))

describe('the home page’s reasons', () => {
  it('show a single reason in one column with its pause control', () => {
    render(<WhyChooseUs words={words} motionSubject="reasons" items={reasons(1)} />)
    expect(screen.getAllByTestId('reason-column')).toHaveLength(1)
    expect(screen.getByRole('button', { name: /reasons/ })).toBeTruthy()
  })
})

describe('the client logo rows', () => {
  it('keep the launch split: the first ten, then the rest', () => {
    expect(listClientRows().map((row) => row.length)).toEqual(
      [Math.min(clients.length, 10), clients.length - 10].filter((length) => length > 0),
    )
  })

  it('show three clients as one row and forty as two, each with the pause control, and none as no row', () => {
    expect(listClientRows(someClients(3)).map((row) => row.length)).toEqual([3])
    expect(listClientRows(someClients(40)).map((row) => row.length)).toEqual([10, 30])
    expect(listClientRows([])).toEqual([])
    for (const count of [3, 40]) {
      render(
        <ClientMarquee
          words={words}
          motionSubject="client logos"
          rowLabels={['First row', 'Second row']}
          rows={listClientRows(someClients(count))}
        />,
      )
      const rows = screen.getAllByTestId('logo-row')
      expect(rows).toHaveLength(count > 10 ? 2 : 1)
      for (const row of rows) expect(row.querySelectorAll('ul[aria-label] > li').length).toBeGreaterThan(0)
      expect(screen.getByRole('button', { name: /client logos/ })).toBeTruthy()
      cleanup()
    }
  })
})

describe('lists with nothing to show', () => {
  it('render no empty figure list or badge list', () => {
    const { container } = render(
      <>
        <StatGrid stats={[]} />
        <HeroBadges label="Badges" items={[]} className="flex" />
      </>,
    )
    expect(container.innerHTML).toBe('')
  })

  it('render a service card without highlights with no empty highlights list', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <ServiceCardGrid
            items={[
              {
                id: 'cloud-services',
                href: '/services/cloud-services',
                title: 'Cloud Services',
                category: 'Infrastructure',
                description: 'Cloud work of every kind.',
                services: ['Cloud Migration'],
                highlights: [],
              },
            ]}
          />
        ),
      },
    ])
    const { container } = render(<Stub initialEntries={['/']} />)
    expect([...container.querySelectorAll('ul')].filter((list) => list.children.length === 0)).toEqual([])
  })

  it('leave the footer’s links to sections the content leaves out, and the column when none is left', () => {
    const footer = (missing?: string[]) => {
      const Stub = createRoutesStub([{ path: '/', Component: () => <FooterContent missing={missing} /> }])
      const { container } = render(<Stub initialEntries={['/']} />)
      const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))
      const headings = [...container.querySelectorAll('h2, h3')].map((heading) => heading.id)
      cleanup()
      return { hrefs, headings }
    }
    const all = footer()
    expect(all.hrefs).toEqual(
      expect.arrayContaining(['/#contractvehicles', '/#certification', '/about#leadership']),
    )
    const some = footer(['/#contractvehicles', '/about#leadership'])
    expect(some.hrefs).toContain('/#certification')
    expect(some.hrefs).not.toContain('/#contractvehicles')
    expect(some.hrefs).not.toContain('/about#leadership')
    const none = footer(['/#contractvehicles', '/#certification', '/about#leadership'])
    expect(none.headings).not.toContain('footer-resources')
    expect(all.headings).toContain('footer-resources')
  })
})
