import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Keep fonts and small images as files so they can be cached and preloaded.
    assetsInlineLimit: 0,
  },
})
