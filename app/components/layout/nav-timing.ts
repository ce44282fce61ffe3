/** Navigation constants from the specification (section 9). */
export const NAV_TIMING = {
  /** A hovered menu opens after this delay, so passing the pointer over it does nothing. */
  hoverOpenMs: 100,
  /** Leaving a menu closes it after this delay, so a pointer can cross the gap to the panel. */
  hoverCloseMs: 200,
  /** On the home page the bar turns solid once the page scrolls past this many pixels. */
  solidAfterPx: 100,
} as const
