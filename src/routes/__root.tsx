import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { I18nProvider } from '@lingui/react'
import { ColorSchemeScript, MantineProvider } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  notFound,
  useRouter,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FlowErrorHost } from '~/components/flow-error/FlowErrorHost'
import { EARLY_PRESS_SCRIPT } from '~/components/before-hydration/early-presses'
import { NavigationProgress } from '~/components/navigation/NavigationProgress'
import { GuestLayout } from '~/components/layouts/GuestLayout'
import { OverlayHost } from '~/components/overlays/OverlayHost'
import { NotFoundPage, RouteErrorPage } from '~/app/errors/RouteErrors'
import { useBackForwardAuthCheck } from '~/app/auth-check'
import { useHydrationMark } from '~/app/hydration-mark'
import { pageResponsesMiddleware } from '~/app/page-responses.server'
import { gtmSnippet, toRootHeadData } from '~/app/head'
import { useOptionalLayoutProps } from '~/app/layout-props'
import { getRootDataQueryOptions } from '~/lib/root-data/root-data'
import { useOptionalRootData, useRootData } from '~/lib/root-data/use-root-data'
import { activateLocale, loadCatalogFamilies } from '~/lib/i18n/catalog'
import { catalogFamiliesOf } from '~/lib/i18n/catalog-families'
import { SOURCE_LOCALE, isAppLocale } from '~/lib/i18n/locales'
import { getRequestLocale } from '~/lib/i18n/request-locale'
import { pathParamsKeepContract } from '~/lib/routing/path-params'
import { getAppTheme } from '~/lib/theme/app-theme'
import appCss from '~/styles/app.css?url'

export interface RouterContext {
  queryClient: QueryClient
  /** The i18n instance of this request (server) or page (browser). */
  i18n: I18n
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, params }) => {
    // Server: a fresh instance per request → negotiate from the request (cookie, then
    // Accept-Language, then DEFAULT_LOCALE). Browser: already activated while hydrating, or
    // by the language switch; a page of another family adds that family's catalog.
    const families = catalogFamiliesOf(location.pathname)
    if (!isAppLocale(context.i18n.locale)) {
      await activateLocale(context.i18n, getRequestLocale(), families)
    } else {
      await loadCatalogFamilies(context.i18n, families)
    }
    // A path parameter the contract refuses names no page, and must never reach a backend URL
    // (issue 29): the site's 404 page in its layout, as for any unknown URL, and no page loader.
    if (!pathParamsKeepContract(params)) {
      await context.queryClient.ensureQueryData(getRootDataQueryOptions()).catch(() => undefined)
      throw notFound()
    }
  },
  loader: async ({ context }) => {
    const rootData = await context.queryClient.ensureQueryData(getRootDataQueryOptions())
    return { head: toRootHeadData(rootData.storeSettingData) }
  },
  head: ({ loaderData, match }) => {
    // A path parameter refused in beforeLoad skips the loader; the root data it ensured still
    // names the site (title, icons) on the 404 page.
    const cached = match.context.queryClient.getQueryData(getRootDataQueryOptions().queryKey)
    const head = loaderData?.head ?? (cached && toRootHeadData(cached.storeSettingData))
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        ...(head
          ? [
              { title: head.serviceName },
              { name: 'description', content: head.serviceDescription },
              { name: 'theme-color', content: head.themeColor },
            ]
          : []),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        ...(head
          ? [
              { rel: 'icon', href: head.favicon },
              { rel: 'apple-touch-icon', href: head.appleTouchIcon },
            ]
          : []),
      ],
      scripts: head?.gtmId ? [{ children: gtmSnippet(head.gtmId) }] : [],
    }
  },
  // Methods each route takes (405 otherwise), no-store on pages of personal data.
  server: { middleware: [pageResponsesMiddleware] },
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: RootErrorComponent,
  notFoundComponent: RootNotFoundComponent,
})

/** The HTML document: providers that must exist even when the root loader fails. */
function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = Route.useRouteContext()
  return (
    <I18nProvider i18n={i18n}>
      <Html>{children}</Html>
    </I18nProvider>
  )
}

function Html({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui()
  const router = useRouter()
  const nonce = router.options.ssr?.nonce
  const rootData = useOptionalRootData()
  const settings = rootData?.storeSettingData
  // Memoised per store theme across requests (a pure function of these three settings).
  const { theme, colorScheme, cssVariables, colorSchemeManager } = getAppTheme({
    accentColor: settings?.colors.accentColor,
    secondaryAccentColor: settings?.colors.secondaryAccentColor,
    theme: settings?.theme,
  })
  const gtmId = settings?.gtmId ? toRootHeadData(settings).gtmId : null
  useHydrationMark()

  return (
    <html
      lang={isAppLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE}
      // 'auto': light until ColorSchemeScript, in the head, has read the system preference.
      data-mantine-color-scheme={colorScheme === 'auto' ? 'light' : colorScheme}
      suppressHydrationWarning
    >
      <head>
        <HeadContent />
        <ColorSchemeScript
          defaultColorScheme={colorScheme}
          forceColorScheme={colorScheme === 'auto' ? undefined : colorScheme}
          nonce={nonce}
        />
        {/* Before the first paint: holds a press in a form whose code has not run yet. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_PRESS_SCRIPT }} />
      </head>
      <body>
        {gtmId && (
          <noscript>
            <iframe
              title="Google Tag Manager"
              src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(gtmId)}`}
              height="0"
              width="0"
              style={{ display: 'none', visibility: 'hidden' }}
            />
          </noscript>
        )}
        <a className="skip-link" href="#main">
          {t`本文へスキップ`}
        </a>
        {/* The theme's CSS variables are rendered here from the cache instead of by Mantine
            (withCssVariables), which would rebuild them on every render; Mantine's hiddenFrom /
            visibleFrom classes (withGlobalClasses) are in app.css instead of in every page. */}
        <MantineProvider
          theme={theme}
          defaultColorScheme={colorScheme}
          forceColorScheme={colorScheme === 'auto' ? undefined : colorScheme}
          colorSchemeManager={colorSchemeManager}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: cssVariables }} />
          {children}
          {/* Toasts and @mantine/modals, loaded on first use. */}
          <OverlayHost />
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  )
}

function RootComponent() {
  const { authId } = useRootData()
  useBackForwardAuthCheck(authId)
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <FlowErrorHost />
    </>
  )
}

/** Errors of the root itself (e.g. root data failed): the error page in the plain layout. */
function RootErrorComponent(props: Parameters<typeof RouteErrorPage>[0]) {
  const layoutProps = useOptionalLayoutProps()
  if (!layoutProps) return <RouteErrorPage {...props} withDocumentTitle />
  return (
    <GuestLayout {...layoutProps}>
      <RouteErrorPage {...props} />
    </GuestLayout>
  )
}

/** Unmatched URLs: the 404 page (HTTP 404) in the plain layout. */
function RootNotFoundComponent() {
  const layoutProps = useOptionalLayoutProps()
  if (!layoutProps) return <NotFoundPage withDocumentTitle />
  return (
    <GuestLayout {...layoutProps}>
      <NotFoundPage />
    </GuestLayout>
  )
}
