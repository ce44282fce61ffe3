// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { leadership } from '#content/leadership.ts'
import type { Leader } from '#content/schema.ts'
import { LeadershipGrid } from './leadership-grid.tsx'

afterEach(cleanup)

const labels = {
  expertise: 'Expertise',
  connect: { before: 'Connect with', after: 'on LinkedIn' },
  newTab: 'new tab',
}
const [first] = leadership
const team = (count: number): Leader[] =>
  Array.from({ length: count }, (_, index) => ({ ...(first as Leader), name: `Leader Number ${index + 1}` }))

it.each([1, 12])('lays out %i leaders, each with a heading and a profile link', (count) => {
  render(<LeadershipGrid leaders={team(count)} labels={labels} />)
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
    team(count).map((leader) => leader.name),
  )
  expect(screen.getAllByRole('link', { name: /on LinkedIn/ })).toHaveLength(count)
})
