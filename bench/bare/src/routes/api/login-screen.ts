import { createFileRoute } from '@tanstack/react-router'

/** The browser's way to the login page's data (client-side navigations and refetches). */
export const Route = createFileRoute('/api/login-screen')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const { handleLoginScreen } = await import('../../login-screen.server')
        return handleLoginScreen(request)
      },
    },
  },
})
