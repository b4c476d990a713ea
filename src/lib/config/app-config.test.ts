import { describe, expect, it } from 'vitest'
import { AppConfigError, parseAppConfig } from '../../../app.config'

describe('parseAppConfig', () => {
  it('applies defaults and derives MOCK_BACKEND', () => {
    const config = parseAppConfig({})
    expect(config.API_BASE_URL).toBeUndefined()
    expect(config).toMatchObject({
      MOCK_BACKEND: true,
      DEFAULT_LOCALE: 'ja',
      BACKEND_TIMEOUT_MS: 10_000,
      ALLOWED_REDIRECT_ORIGINS: [],
      PORT: 3000,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
    })
  })

  it('reads a backend URL and a comma list of origins', () => {
    const config = parseAppConfig({
      API_BASE_URL: 'http://127.0.0.1:4010',
      ALLOWED_REDIRECT_ORIGINS: 'https://store.example.com, https://app.example.com:8443',
      DEFAULT_LOCALE: 'en',
      BACKEND_TIMEOUT_MS: '2500',
      PORT: '8080',
      NODE_ENV: 'production',
    })
    expect(config.MOCK_BACKEND).toBe(false)
    expect(config.API_BASE_URL).toBe('http://127.0.0.1:4010')
    expect(config.ALLOWED_REDIRECT_ORIGINS).toEqual([
      'https://store.example.com',
      'https://app.example.com:8443',
    ])
    expect(config.BACKEND_TIMEOUT_MS).toBe(2500)
    expect(config.PORT).toBe(8080)
  })

  it('treats empty strings as unset', () => {
    expect(parseAppConfig({ API_BASE_URL: '', PORT: '' })).toMatchObject({
      MOCK_BACKEND: true,
      PORT: 3000,
    })
  })

  it("sends the OpenID provider's endpoints to the API's backend unless told another", () => {
    expect(parseAppConfig({}).OIDC_PROVIDER_BASE_URL).toBeUndefined()
    expect(parseAppConfig({ API_BASE_URL: 'http://127.0.0.1:4011' }).OIDC_PROVIDER_BASE_URL).toBe(
      'http://127.0.0.1:4011',
    )
    expect(
      parseAppConfig({
        API_BASE_URL: 'http://127.0.0.1:4011',
        OIDC_PROVIDER_BASE_URL: 'http://localhost:8080',
      }).OIDC_PROVIDER_BASE_URL,
    ).toBe('http://localhost:8080')
    expect(() => parseAppConfig({ OIDC_PROVIDER_BASE_URL: 'http://localhost:8080' })).toThrow(
      /^[^\n]*OIDC_PROVIDER_BASE_URL goes with API_BASE_URL/,
    )
  })

  it('takes a TLS certificate and key only together', () => {
    expect(
      parseAppConfig({ TLS_CERT_FILE: '/etc/tls/site.crt', TLS_KEY_FILE: '/etc/tls/site.key' }),
    ).toMatchObject({ TLS_CERT_FILE: '/etc/tls/site.crt', TLS_KEY_FILE: '/etc/tls/site.key' })
    expect(() => parseAppConfig({ TLS_CERT_FILE: '/etc/tls/site.crt' })).toThrow(/TLS_KEY_FILE/)
    expect(() => parseAppConfig({ TLS_KEY_FILE: '/etc/tls/site.key' })).toThrow(/TLS_KEY_FILE/)
  })

  it('trusts forwarded headers from no proxy unless told which', () => {
    expect(parseAppConfig({}).TRUST_PROXY).toBe(false)
    expect(parseAppConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(parseAppConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback')
    expect(parseAppConfig({ TRUST_PROXY: '10.0.0.5, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '::1',
    ])
  })

  it('takes a public origin', () => {
    expect(parseAppConfig({ PUBLIC_ORIGIN: 'https://account.example' }).PUBLIC_ORIGIN).toBe(
      'https://account.example',
    )
  })

  it('refuses to serve the embedded mock in production unless asked for by name', () => {
    const production = { NODE_ENV: 'production' }
    expect(() => parseAppConfig(production)).toThrow(AppConfigError)
    expect(() => parseAppConfig(production)).toThrow(/^[^\n]*MOCK_BACKEND=embedded[^\n]*$/)
    expect(parseAppConfig({ ...production, MOCK_BACKEND: 'embedded' }).MOCK_BACKEND).toBe(true)
    expect(
      parseAppConfig({ ...production, API_BASE_URL: 'https://backend.example' }).MOCK_BACKEND,
    ).toBe(false)
    expect(() =>
      parseAppConfig({ MOCK_BACKEND: 'embedded', API_BASE_URL: 'https://backend.example' }),
    ).toThrow(/MOCK_BACKEND/)
  })

  it.each([
    ['TRUST_PROXY', 'everyone'],
    ['TRUST_PROXY', '10.0.0.0/8'],
    ['PUBLIC_ORIGIN', 'https://account.example/path'],
    ['MOCK_BACKEND', 'prism'],
    ['API_BASE_URL', 'not a url'],
    ['API_BASE_URL', 'ftp://example.com'],
    ['OIDC_PROVIDER_BASE_URL', 'not a url'],
    ['DEFAULT_LOCALE', 'fr'],
    ['BACKEND_TIMEOUT_MS', '-1'],
    ['BACKEND_TIMEOUT_MS', 'soon'],
    ['PORT', '70000'],
    ['ALLOWED_REDIRECT_ORIGINS', 'https://example.com/path'],
    ['NODE_ENV', 'staging'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseAppConfig({ [name]: value })).toThrow(AppConfigError)
    expect(() => parseAppConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`))
  })
})
