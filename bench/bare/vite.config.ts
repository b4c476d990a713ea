/**
 * Bare reference app for scripts/measure-performance.ts: TanStack Start + Mantine + React Query
 * and nothing else (no Lingui, no forms library, no middleware). One page, /login, shaped like
 * the app's: its loader gets its data through React Query (ensureQueryData, with the router's SSR
 * query integration) from an in-process JSON handler, and it renders an Alert, two TextInputs, a
 * Button and three links.
 * Build: vite build --config bench/bare/vite.config.ts → bench/bare/dist/{client,server}.
 * Served by the app's own production server: DIST_DIR=bench/bare/dist node server/start.ts.
 * Uses the root node_modules.
 */
import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  // Keep Vite's cache inside bench/ (gitignored) instead of creating bench/bare/node_modules.
  cacheDir: fileURLToPath(new URL('./.vite', import.meta.url)),
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)) },
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()],
})
