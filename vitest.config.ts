import { fileURLToPath } from 'node:url'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'

const alias = {
  '~': fileURLToPath(new URL('./src', import.meta.url)),
  '~generated': fileURLToPath(new URL('./generated', import.meta.url)),
  // Tests import the shared setup (render, i18n, fixtures) by ~tests/… instead of ../../../tests/…
  '~tests': fileURLToPath(new URL('./tests', import.meta.url)),
}
const plugins = [viteReact(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()]

/**
 * Unit tests: `*.test.ts` run in Node, `*.test.tsx` (components) run in jsdom.
 * End-to-end tests (tests/e2e, Playwright) are not run by Vitest.
 */
export default defineConfig({
  resolve: { alias },
  plugins,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'build/**/*.test.ts',
            '*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'mocks/**/*.test.tsx'],
          setupFiles: ['./tests/setup/vitest.setup.ts'],
        },
      },
    ],
  },
})
