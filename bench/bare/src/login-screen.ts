import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'

export interface LoginScreen {
  notice: string
  email: string
  links: { label: string; href: string }[]
}

const SCREEN_PATH = '/api/login-screen'

/** Server: the handler in this process, no HTTP. Browser: the same handler through its route. */
const send = createIsomorphicFn()
  .server(async (path: string) => {
    const { handleLoginScreen } = await import('./login-screen.server')
    return handleLoginScreen(new Request(new URL(path, 'http://bare.local')))
  })
  .client((path: string) => fetch(path))

export const loginScreenQueryOptions = () =>
  queryOptions({
    queryKey: ['login-screen'],
    queryFn: async (): Promise<LoginScreen> => {
      const response = await send(SCREEN_PATH)
      if (!response.ok) throw new Error(`${SCREEN_PATH}: ${response.status}`)
      return (await response.json()) as LoginScreen
    },
  })
