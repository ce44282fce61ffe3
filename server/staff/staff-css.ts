/** Served at /staff/assets/staff.css only: nothing of the inbox reaches a public page. */
export const STAFF_CSS = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #fff; }
body { margin: 0; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: 0.75rem 1.5rem; background: #0b2545; color: #fff; }
header a, header .who { color: #fff; }
header ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
header form { margin-left: auto; }
.brand { font-weight: 700; margin: 0; }
/* Wide tables scroll inside the content on a phone (reflow allows it for data tables); the page itself never does. */
main { position: relative; padding: 1.5rem; max-width: 72rem; overflow-x: auto; }
/* A table scrolls in its own region, which takes focus so the keyboard can scroll it too. */
.table-scroll { overflow-x: auto; margin-bottom: 1rem; }
header ul { flex-wrap: wrap; }
a { color: #0b4f9c; }
a:focus-visible, button:focus-visible, select:focus-visible, .table-scroll:focus-visible { outline: 3px solid #d97706; outline-offset: 2px; }
.skip { position: absolute; left: -10000px; }
.skip:focus { position: static; display: inline-block; padding: 0.5rem; background: #fff; color: #0b4f9c; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding-bottom: 0.5rem; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #c8ccd0; vertical-align: top; }
tr.unread td { font-weight: 700; }
.badge { display: inline-block; padding: 0 0.4rem; border-radius: 0.25rem; background: #0b4f9c; color: #fff; font-size: 0.85rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 700; }
dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
button { font: inherit; padding: 0.25rem 0.75rem; border: 1px solid #0b2545; border-radius: 0.25rem; background: #fff; color: #0b2545; cursor: pointer; }
ul.notes { list-style: none; padding: 0; }
.note-meta { margin-bottom: 0; color: #4a4f55; font-size: 0.9rem; }
.note { margin-top: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
select, textarea { font: inherit; }
/* The filters wrap onto as many rows as the screen needs; none is wider than a phone. */
form.filters { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-end; margin-bottom: 1rem; }
form.filters p { display: flex; flex-direction: column; margin: 0; min-width: 0; max-width: 100%; }
form.filters .filter-search { flex: 1 1 16rem; }
form.filters .filter-actions { flex-direction: row; gap: 1rem; align-items: center; }
form.filters input, form.filters select { max-width: 100%; box-sizing: border-box; }
input { font: inherit; }
input:focus-visible { outline: 3px solid #d97706; outline-offset: 2px; }
td.preview { overflow-wrap: anywhere; max-width: 24rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.error { border-left: 4px solid #b42318; padding-left: 1rem; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
`
