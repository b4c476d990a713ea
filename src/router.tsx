import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createServerOnlyFn, getGlobalStartContext } from '@tanstack/react-start'
import { preloadFormCode } from '~/components/before-hydration/form-code'
import type { AccountNavMode } from '~/components/layouts/types'
import { NotFoundPage, RouteErrorPage } from '~/app/errors/RouteErrors'
import { keepScreenDataFresh } from '~/lib/api/screen-data'
import { activateLocale, createI18n, loadedCatalogFamilies } from '~/lib/i18n/catalog'
import { isCatalogFamily } from '~/lib/i18n/catalog-families'
import { isAppLocale } from '~/lib/i18n/locales'
import { routeTree } from './routeTree.gen'

/** What the server's page gives the browser's router beside its matches. */
interface DehydratedPage {
  locale: string
  catalogFamilies: string[]
  formCode: string[]
}

const formCodeOf = createServerOnlyFn(async (routeIds: string[]) => {
  const { formCodeOf } = await import('~/app/form-code.server')
  return formCodeOf(routeIds)
})

/**
 * Router factory. Start calls it once per request on the server (so the QueryClient and the
 * i18n instance are per request) and once in the browser.
 */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  })
  // In the browser only: on the server, a request's calls are its loaders' GETs.
  if (typeof window !== 'undefined') keepScreenDataFresh(queryClient)
  const i18n = createI18n()

  const router = createRouter({
    routeTree,
    context: { queryClient, i18n },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Query owns data freshness (see router-query composition).
    defaultPreloadStaleTime: 0,
    // A page seen before is shown once its loader has answered anew, not at once with what it
    // showed last time: after a change, that could be a screen the backend no longer holds (a
    // confirm page's purchase token replaced meanwhile). Unchanged data answers from the cache.
    defaultStaleReloadMode: 'blocking',
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: () => <NotFoundPage />,
    // CSP nonce created by the request middleware (src/start.ts); in the browser the router
    // reads it back from <meta property="csp-nonce">.
    ssr: { nonce: getGlobalStartContext()?.nonce },
    // Ship the active locale and catalog families with the page; the browser loads those
    // catalogs before hydrating. And the page's form code, which it asks for first, so that it
    // downloads meanwhile (decision 0025).
    dehydrate: async (): Promise<DehydratedPage> => ({
      locale: i18n.locale,
      catalogFamilies: loadedCatalogFamilies(i18n),
      formCode: await formCodeOf(matchedRouteIds()),
    }),
    hydrate: async ({ locale, catalogFamilies, formCode }) => {
      preloadFormCode(formCode, router.options.ssr?.nonce)
      if (isAppLocale(locale)) {
        await activateLocale(i18n, locale, catalogFamilies.filter(isCatalogFamily))
      }
    },
  })

  // The routes of the page being rendered (a function: the router is not typed inside its options).
  function matchedRouteIds(): string[] {
    return router.state.matches.map((match) => match.routeId)
  }

  setupRouterSsrQueryIntegration({ router, queryClient })

  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Navigation of the account layout on this page: 'menu', 'back' (only a Back link) or 'none'
     * (complete/confirm pages, social-relate error). Default: 'menu' on the menu's own pages
     * (/mypage, /mypage/plans, payment method and history), 'back' on the others.
     */
    accountNav?: AccountNavMode
    /** Target of the Back link when `accountNav` is 'back' (default /mypage). */
    accountBackTo?: string
  }
}
