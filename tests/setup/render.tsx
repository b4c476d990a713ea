import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { onTestFinished } from 'vitest'
import { keepScreenDataFresh } from '~/lib/api/screen-data'
import { activateLocale, createI18n } from '~/lib/i18n/catalog'
import { CATALOG_FAMILIES } from '~/lib/i18n/catalog-families'
import type { AppLocale } from '~/lib/i18n/locales'
import { buildTheme } from '~/lib/theme/build-theme'
import { loadedLazyForms } from './lazy-forms'

/**
 * Renders `ui` as the page of a memory router at `path`, inside the app's providers
 * (i18n with the real catalog, Mantine with the app theme, React Query whose screen data the
 * calls make stale, as the app's), once the code of its lazily loaded forms is loaded as the
 * page's loader awaits it.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { locale = 'ja', path = '/' }: { locale?: AppLocale; path?: string } = {},
) {
  const i18n = createI18n()
  await activateLocale(i18n, locale, CATALOG_FAMILIES)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  onTestFinished(keepScreenDataFresh(queryClient))
  const { theme, cssVariablesResolver } = buildTheme({})
  const rootRoute = createRootRoute({ component: () => <>{ui}</> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await Promise.all([router.load(), loadedLazyForms()])
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...result, router, i18n, queryClient }
}
