/**
 * Served at /staff/assets/inbox-live.js, the staff pages' only script (no inline script, so their policy
 * stays `script-src 'self'`); no public page loads it. It asks for enquiries newer than the newest one shown
 * and match the page's search and filters, and adds them to the list as unread, announced politely. Text goes in with textContent only.
 */
export const STAFF_LIVE_SCRIPT_PATH = '/staff/assets/inbox-live.js'

export const STAFF_LIVE_SCRIPT = `'use strict'
;(() => {
  const rows = document.getElementById('enquiry-rows')
  const announcer = document.getElementById('enquiry-announcer')
  if (!rows || !announcer) return
  const pollMs = Number(rows.dataset.pollSeconds || '15') * 1000
  let since = rows.dataset.since || ''
  // The page's search and filters, so only rows the page would show are added.
  const query = rows.dataset.query ? '&' + rows.dataset.query : ''
  const cell = (text) => {
    const td = document.createElement('td')
    td.textContent = text
    return td
  }
  const addRow = (enquiry) => {
    const row = document.createElement('tr')
    row.className = 'unread'
    const link = document.createElement('a')
    link.href = '/staff/enquiries/' + encodeURIComponent(enquiry.id)
    link.textContent = enquiry.reference
    const first = document.createElement('td')
    first.append(link)
    const badge = document.createElement('span')
    badge.className = 'badge'
    badge.textContent = 'Unread'
    const read = document.createElement('td')
    read.append(badge)
    row.append(
      first,
      cell(enquiry.createdAt.replace('T', ' ').slice(0, 16)),
      cell(enquiry.name),
      cell(enquiry.company),
      cell(enquiry.statusLabel),
      cell(enquiry.owner || ''),
      read,
    )
    rows.prepend(row)
  }
  const poll = async () => {
    if (document.hidden) return schedule()
    try {
      const response = await fetch('/api/staff/enquiries?since=' + encodeURIComponent(since) + query, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      })
      if (response.status === 401) {
        announcer.textContent = 'Your session has ended. Reload the page to sign in again.'
        return
      }
      if (response.ok) {
        const { enquiries } = await response.json()
        const fresh = enquiries
          .filter((enquiry) => enquiry.createdAt > since)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        for (const enquiry of fresh) {
          addRow(enquiry)
          since = enquiry.createdAt
        }
        if (fresh.length > 0) {
          document.getElementById('enquiry-empty')?.remove()
          announcer.textContent =
            fresh.length === 1 ? '1 new enquiry arrived.' : fresh.length + ' new enquiries arrived.'
        }
      }
    } catch {
      // Offline for a moment: the next poll tries again.
    }
    schedule()
  }
  const schedule = () => setTimeout(poll, pollMs)
  schedule()
})()
`
