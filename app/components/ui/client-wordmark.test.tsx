// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { ClientWordmark } from './client-wordmark.tsx'

afterEach(cleanup)

const faa = { name: 'Federal Aviation Administration', mark: 'FAA', sector: 'Federal' } as const

it('shows an uploaded logo by its alt text, lazily, at a reserved size, with its AVIF and WebP variants', () => {
  const { container } = render(
    <ClientWordmark
      client={{ ...faa, logo: 'assets/images/clients/clients/2/logo.svg', logoAlt: 'Fixture logo' }}
    />,
  )
  const logo = screen.getByRole('img', { name: 'Fixture logo' })
  expect(logo.getAttribute('loading')).toBe('lazy')
  expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['160', '48'])
  expect(logo.getAttribute('src')).toBe('/img/client-logos/clients-2-logo-160.png')
  expect([...container.querySelectorAll('source')].map((source) => source.getAttribute('srcset'))).toEqual([
    '/img/client-logos/clients-2-logo-160.avif 160w, /img/client-logos/clients-2-logo-320.avif 320w',
    '/img/client-logos/clients-2-logo-160.webp 160w, /img/client-logos/clients-2-logo-320.webp 320w',
  ])
  expect(container.textContent).toBe('')
})

it('shows our wordmark and the name without a logo', () => {
  const { container } = render(<ClientWordmark client={faa} />)
  expect(screen.queryByRole('img')).toBeNull()
  expect(container.textContent).toBe('FAAFederal Aviation Administration')
})
