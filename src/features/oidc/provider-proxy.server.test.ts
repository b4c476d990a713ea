import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The URLs the site's server fetched, each answered 200. */
function recordFetches(): string[] {
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (url: URL | string) => {
    fetched.push(String(url))
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return fetched
}

describe("the OpenID provider's endpoints", () => {
  beforeEach(() => {
    // getAppConfig reads the environment once per module instance.
    vi.resetModules()
    vi.stubEnv('API_BASE_URL', 'http://prism.test:4011')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  it("go to OIDC_PROVIDER_BASE_URL, while the contract's calls go to API_BASE_URL", async () => {
    vi.stubEnv('OIDC_PROVIDER_BASE_URL', 'http://backend.test:8080')
    const fetched = recordFetches()
    const { proxyToProvider } = await import('./provider-proxy.server')
    const { callBackend } = await import('~/lib/api/backend.server')

    await proxyToProvider(new Request('http://site.example/oidc/op/auth/uid-1?x=1'))
    await callBackend(new Request('http://backend/zapi/account/consent'))

    expect(fetched).toEqual([
      'http://backend.test:8080/oidc/op/auth/uid-1?x=1',
      'http://prism.test:4011/zapi/account/consent',
    ])
  })

  it('go to API_BASE_URL when no other base URL is set', async () => {
    const fetched = recordFetches()
    const { proxyToProvider } = await import('./provider-proxy.server')

    await proxyToProvider(new Request('http://site.example/oidc/op/token', { method: 'POST' }))

    expect(fetched).toEqual(['http://prism.test:4011/oidc/op/token'])
  })
})
