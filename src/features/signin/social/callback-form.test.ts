import { describe, expect, it } from 'vitest'
import { callbackHref, forwardCallbackForm } from './callback-form'

describe('callbackHref', () => {
  it('passes on the code, state and error of the provider, nothing else', () => {
    expect(callbackHref(new URLSearchParams('code=c1&state=s%2F1&next=//evil.example'))).toBe(
      '/auth/callback?code=c1&state=s%2F1',
    )
    expect(callbackHref(new URLSearchParams('error=access_denied&error_description=No'))).toBe(
      '/auth/callback?error=access_denied&error_description=No',
    )
    expect(callbackHref(new URLSearchParams())).toBe('/auth/callback')
  })
})

describe('forwardCallbackForm', () => {
  it('sends a posted answer on to /auth/callback with a 303', async () => {
    const answer = await forwardCallbackForm(
      new Request('http://site.example/auth/callback/form', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'code=c1&state=s1',
      }),
    )
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/auth/callback?code=c1&state=s1')
  })

  it('does the same for a GET', async () => {
    const answer = await forwardCallbackForm(
      new Request('http://site.example/auth/callback/form?error=access_denied'),
    )
    expect(answer.headers.get('location')).toBe('/auth/callback?error=access_denied')
  })
})
