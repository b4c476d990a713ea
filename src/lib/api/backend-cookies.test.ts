import { describe, expect, it } from 'vitest'
import { withOneHeaderPerCookie } from './backend-cookies'

const SESSION = 'sid=abc; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly; SameSite=Lax'
const LANGUAGE = 'lang=ja; Path=/; Max-Age=31536000'

describe('withOneHeaderPerCookie', () => {
  it('splits the cookies a proxy folded into one header, keeping the commas of a date', async () => {
    const answer = withOneHeaderPerCookie(
      new Response('{"ok":true}', {
        status: 201,
        headers: { 'set-cookie': `${SESSION}, ${LANGUAGE}`, 'content-type': 'application/json' },
      }),
    )
    expect(answer.headers.getSetCookie()).toEqual([SESSION, LANGUAGE])
    expect(answer.status).toBe(201)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(await answer.json()).toEqual({ ok: true })
  })

  it('leaves an answer with one header per cookie as it is', () => {
    const headers = new Headers()
    headers.append('set-cookie', SESSION)
    headers.append('set-cookie', LANGUAGE)
    const answer = new Response(null, { status: 204, headers })
    expect(withOneHeaderPerCookie(answer)).toBe(answer)
  })
})
