export const NAV_TIMING = {
  /** A hovered menu opens after this delay, so passing the pointer over it does nothing. */
  hoverOpenMs: 100,
  /** Leaving a menu closes it after this delay, so a pointer can cross the gap to the panel. */
  hoverCloseMs: 200,
  solidAfterPx: 100,
} as const
