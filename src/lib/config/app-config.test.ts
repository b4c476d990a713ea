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

  it('takes a TLS certificate and key only together', () => {
    expect(
      parseAppConfig({ TLS_CERT_FILE: '/etc/tls/site.crt', TLS_KEY_FILE: '/etc/tls/site.key' }),
    ).toMatchObject({ TLS_CERT_FILE: '/etc/tls/site.crt', TLS_KEY_FILE: '/etc/tls/site.key' })
    expect(() => parseAppConfig({ TLS_CERT_FILE: '/etc/tls/site.crt' })).toThrow(/TLS_KEY_FILE/)
    expect(() => parseAppConfig({ TLS_KEY_FILE: '/etc/tls/site.key' })).toThrow(/TLS_KEY_FILE/)
  })

  it.each([
    ['API_BASE_URL', 'not a url'],
    ['API_BASE_URL', 'ftp://example.com'],
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
