// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, data } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './root.tsx'

afterEach(cleanup)

function renderFailingRoute(failure: () => never, where: 'render' | 'loader' = 'render') {
  // React reports the thrown render error on the console by design; it is the point of this test.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: where === 'render' ? () => failure() : () => null,
      loader: where === 'loader' ? () => failure() : undefined,
      HydrateFallback: () => null,
      ErrorBoundary: ErrorBoundary as never,
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

describe('render-error screen', () => {
  it('says something went wrong, shows the error text and offers Reload and Go Home', async () => {
    renderFailingRoute(() => {
      throw new Error('Service list failed to render')
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText('Service list failed to render')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy()
  })

  it('Reload reloads the page and Go Home loads the home page afresh', async () => {
    const reload = vi.fn()
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, assign })
    renderFailingRoute(() => {
      throw new Error('Broken')
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }))
    expect(assign).toHaveBeenCalledWith('/')
  })

  it('shows the not-found page, not the error screen, for a thrown 404', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 })
    }, 'loader')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact')
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })
})
