import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ScreenDataError } from './api-error'
import { FlowErrorAnswer } from './flow-error-answer'
import { loadScreenData, markScreenDataStale } from './screen-data'

const load = (answer: () => Promise<object>, allowedOrigins?: readonly string[]) =>
  loadScreenData(
    new QueryClient(),
    { queryKey: ['screen'], queryFn: answer },
    { allowedOrigins },
  ).catch((thrown: unknown) => thrown)

const hrefOf = (thrown: unknown) => (isRedirect(thrown) ? thrown.options.href : thrown)

describe('loadScreenData', () => {
  it('returns the data of the page', async () => {
    await expect(load(async () => ({ title: 'x' }))).resolves.toEqual({ title: 'x' })
  })

  it('follows a redirectTo of this site, never another site', async () => {
    expect(hrefOf(await load(async () => ({ redirectTo: '/mypage' })))).toBe('/mypage')
    expect(hrefOf(await load(async () => ({ redirectTo: 'https://evil.example/' })))).toBe('/')
  })

  it('follows an external redirectTo only to the allowed origins', async () => {
    const provider = 'https://access.line.me/oauth2/v2.1/authorize?state=s'
    expect(hrefOf(await load(async () => ({ redirectTo: provider }), ['https://access.line.me']))).toBe(
      provider,
    )
  })

  it('throws the flow-error notice for an answer of only a flowError, and keeps no such data', async () => {
    const queryClient = new QueryClient()
    const options = { queryKey: ['screen'], queryFn: async (): Promise<object> => ({ flowError: { redirectTo: '/signup' } }) }
    const thrown = await loadScreenData(queryClient, options).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(FlowErrorAnswer)
    expect((thrown as FlowErrorAnswer).flowError).toEqual({ redirectTo: '/signup' })
    expect(queryClient.getQueryData(['screen'])).toBeUndefined()
  })

  it('renders a screen that carries a flowError besides its own data (the notice opens over it)', async () => {
    const answer = { title: 'x', flowError: { redirectTo: '/signup' } }
    await expect(load(async () => answer)).resolves.toEqual(answer)
  })

  it('follows the redirectTo of a failed answer (a 401 to sign in)', async () => {
    const thrown = await load(async () => {
      throw new ScreenDataError(401, { code: 'SESSION_EXPIRED', redirectTo: '/login?returnTo=%2Fmypage' })
    })
    expect(hrefOf(thrown)).toBe('/login?returnTo=%2Fmypage')
  })

  it('reuses a recent answer, and loads anew once a change made the screen data stale', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    let served = 0
    const options = {
      queryKey: ['/zapi/internal/password/forgot/complete/screen-data'],
      queryFn: async (): Promise<object> => ({ email: `visit ${++served}` }),
    }
    await expect(loadScreenData(queryClient, options)).resolves.toEqual({ email: 'visit 1' })
    await expect(loadScreenData(queryClient, options)).resolves.toEqual({ email: 'visit 1' })
    await markScreenDataStale(queryClient)
    await expect(loadScreenData(queryClient, options)).resolves.toEqual({ email: 'visit 2' })
  })

  it('throws any other failure for the error page', async () => {
    const failure = new ScreenDataError(500, { code: 'INTERNAL_ERROR' })
    expect(await load(async () => Promise.reject(failure))).toBe(failure)
  })
})
