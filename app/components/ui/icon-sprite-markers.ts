/** The sprite's element, which the build trims to each page's drawings (scripts/build-steps/html/trim-icon-sprite.ts). */
export const ICON_SPRITE_ID = 'icon-sprite'

/** Written by the build on the sprite's element: the address of the file with every drawing. */
export const ALL_ICONS_ATTRIBUTE = 'data-all-icons'
