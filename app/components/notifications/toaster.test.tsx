// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addToast, dismissToast, removeToast, TOAST_REMOVE_DELAY_MS, useToasts } from './toast-store.ts'
import { formatSeconds, Toaster } from './toaster.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  act(() => removeToast())
  cleanup()
  vi.useRealTimers()
})

function ToastCount() {
  const toasts = useToasts()
  return <output aria-label="store">{toasts.map((toast) => `${toast.title}:${toast.open}`).join(',')}</output>
}

const toastTitles = () => screen.queryAllByText(/^Note /).map((node) => node.textContent)

// The first render loads Radix and React, which can outlast the default timeout under load.
describe('notifications', { timeout: 30_000 }, () => {
  it('shows title, description, close button and a progress bar labelled 5.5 s by default', () => {
    render(<Toaster />)
    act(() => {
      addToast({ title: 'Note one', description: 'Details of the note' })
    })
    expect(screen.getByText('Note one')).toBeTruthy()
    expect(screen.getByText('Details of the note')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Closes in 5.5 s' })).toBeTruthy()
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(screen.getByRole('progressbar', { name: 'Closes in 4.5 s' })).toBeTruthy()
  })

  it('keeps at most one visible: a new one replaces the current', () => {
    render(<Toaster />)
    act(() => {
      addToast({ title: 'Note one' })
      addToast({ title: 'Note two' })
    })
    expect(toastTitles()).toEqual(['Note two'])
  })

  it('updates a notification in place and offers its action', () => {
    const onClick = vi.fn()
    render(<Toaster />)
    let handle: ReturnType<typeof addToast> | undefined
    act(() => {
      handle = addToast({ title: 'Note one', action: { label: 'Undo', altText: 'Undo the change', onClick } })
    })
    act(() => handle?.update({ title: 'Note updated' }))
    expect(toastTitles()).toEqual(['Note updated'])
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('dismissal closes first and removes after 150 ms', () => {
    render(
      <>
        <Toaster />
        <ToastCount />
      </>,
    )
    let id = ''
    act(() => {
      id = addToast({ title: 'Note one' }).id
    })
    act(() => dismissToast(id))
    expect(screen.getByLabelText('store').textContent).toBe('Note one:false')
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    })
    expect(screen.getByLabelText('store').textContent).toBe('Note one:false')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByLabelText('store').textContent).toBe('')
  })

  it('closes by itself after its duration', () => {
    render(
      <>
        <Toaster />
        <ToastCount />
      </>,
    )
    act(() => {
      addToast({ title: 'Note one', durationMs: 3000 })
    })
    act(() => {
      vi.advanceTimersByTime(2999)
    })
    expect(screen.getByLabelText('store').textContent).toBe('Note one:true')
    act(() => {
      vi.advanceTimersByTime(1 + TOAST_REMOVE_DELAY_MS)
    })
    expect(screen.getByLabelText('store').textContent).toBe('')
  })
})

describe('formatSeconds', () => {
  it('shows one decimal only when needed', () => {
    expect(formatSeconds(5500)).toBe('5.5 s')
    expect(formatSeconds(3000)).toBe('3 s')
    expect(formatSeconds(-5)).toBe('0 s')
  })
})
