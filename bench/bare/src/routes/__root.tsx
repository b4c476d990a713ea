import { ColorSchemeScript, MantineProvider } from '@mantine/core'
import mantineCoreCss from '@mantine/core/styles.css?url'
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Bare TanStack Start + Mantine' },
    ],
    links: [
      { rel: 'stylesheet', href: mantineCoreCss },
      // An icon that costs no request (the browser would otherwise ask for /favicon.ico: 404).
      { rel: 'icon', href: 'data:,' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <HeadContent />
        <ColorSchemeScript forceColorScheme="light" />
      </head>
      <body>
        <MantineProvider forceColorScheme="light">{children}</MantineProvider>
        <Scripts />
      </body>
    </html>
  )
}
