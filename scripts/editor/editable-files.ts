/** The files the local editor may write, from keystatic.config.ts and the content gate's upload rules. */

import { CLIENT_LOGO_PATTERN } from '../../content/client-logos.ts'
import { HERO_UPLOAD_PATTERN } from '../../content/hero-uploads.ts'
import keystaticConfig from '../../keystatic.config.ts'
import { listEditablePaths } from '../../server/editor/editable-paths.ts'

export const editableFiles = listEditablePaths(keystaticConfig, [CLIENT_LOGO_PATTERN, HERO_UPLOAD_PATTERN])
