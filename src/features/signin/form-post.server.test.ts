import { describe, expect, it } from 'vitest'
import { seeOtherAfterFormPost, withSafeLocation } from './form-post.server'

const seeOther = (location: string) =>
  new Response(null, {
    status: 303,
    headers: [
      ['location', location],
      ['set-cookie', 'session_id=s1; Path=/'],
      ['set-cookie', 'account_id=a1; Path=/'],
    ],
  })

const formPost = new Request('http://site.example/logout', {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
})
const jsonPost = new Request('http://site.example/logout', { method: 'POST' })

describe('withSafeLocation', () => {
  it('relays a Location on this site as it is', () => {
    const answer = seeOther('/mypage?tab=1')
    expect(withSafeLocation(answer)).toBe(answer)
  })

  it('sends a Location to another site to the top page instead, cookies kept', () => {
    const guarded = withSafeLocation(seeOther('https://evil.example/phish'))
    expect(guarded.status).toBe(303)
    expect(guarded.headers.get('location')).toBe('/')
    expect(guarded.headers.getSetCookie()).toEqual([
      'session_id=s1; Path=/',
      'account_id=a1; Path=/',
    ])
  })
})

describe('seeOtherAfterFormPost', () => {
  const loggedOut = () =>
    new Response(null, { status: 204, headers: { 'set-cookie': 'session_id=; Max-Age=0' } })

  it('turns the 204 of a plain form post into a 303 to the given page, cookies kept', () => {
    const answer = seeOtherAfterFormPost(formPost, loggedOut(), '/logout')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/logout')
    expect(answer.headers.getSetCookie()).toEqual(['session_id=; Max-Age=0'])
  })

  it('leaves a JSON call and a failure alone', () => {
    const answer = loggedOut()
    expect(seeOtherAfterFormPost(jsonPost, answer, '/logout')).toBe(answer)
    const failure = new Response('{}', { status: 500 })
    expect(seeOtherAfterFormPost(formPost, failure, '/logout')).toBe(failure)
  })
})
