import { describe, expect, it, vi } from 'vitest'
import {
  checkScreenDataAnswer,
  screenDataOperation,
  screenDataProblems,
} from './screen-data-check.server'
import { parsedBodyOf } from './parsed-body'

const invalid = () => Response.json({ code: 'BAD_GATEWAY' }, { status: 502 })
const get = (path: string) => new Request(`http://backend${path}`)

describe('screen data checked against the contract', () => {
  it('finds the operation of a loader path, path parameters included', () => {
    expect(screenDataOperation('/zapi/internal/login/screen-data')).toBe('getLoginScreenData')
    expect(screenDataOperation('/zapi/internal/login/multi-factor/otp/screen-data')).toBe(
      'getLoginMultiFactorTypeScreenData',
    )
    expect(screenDataOperation('/zapi/login')).toBeUndefined()
  })

  it('names what is wrong: not JSON, empty, the wrong shape', () => {
    expect(screenDataProblems('getLoginScreenData', '<html>')).toEqual(['body is not JSON'])
    expect(screenDataProblems('getLoginScreenData', '')).toEqual(['empty body'])
    expect(screenDataProblems('getLoginScreenData', '{"unexpected":1}').length).toBeGreaterThan(0)
  })

  it('accepts an envelope-only answer from any loader', () => {
    expect(screenDataProblems('getMypageScreenData', '{"redirectTo":"/login"}')).toEqual([])
  })

  it('turns a wrong answer into a 502 with one log line, and passes the others on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const wrong = await checkScreenDataAnswer(
      get('/zapi/internal/login/screen-data'),
      Response.json({ unexpected: 1 }),
      invalid,
    )
    expect(wrong.status).toBe(502)
    expect(log.mock.calls[0]).toEqual([
      'Screen data does not match the contract',
      expect.objectContaining({ operationId: 'getLoginScreenData' }),
    ])
    const call = await checkScreenDataAnswer(get('/zapi/login'), Response.json({ a: 1 }), invalid)
    expect(await call.json()).toEqual({ a: 1 })
    const envelope = await checkScreenDataAnswer(
      get('/zapi/internal/mypage/screen-data'),
      Response.json({ redirectTo: '/login' }, { headers: { 'Set-Cookie': 'a=1' } }),
      invalid,
    )
    expect(envelope.status).toBe(200)
    expect(envelope.headers.getSetCookie()).toEqual(['a=1'])
    log.mockRestore()
  })

  it('hands the body it parsed on with a checked answer, text and headers kept', async () => {
    const body = { redirectTo: '/login' }
    const checked = await checkScreenDataAnswer(
      get('/zapi/internal/mypage/screen-data'),
      Response.json(body),
      invalid,
    )
    expect(parsedBodyOf(checked)).toEqual({ found: true, value: body })
    expect(checked.headers.get('content-type')).toContain('application/json')
    expect(await checked.json()).toEqual(body)
    const call = await checkScreenDataAnswer(get('/zapi/login'), Response.json({ a: 1 }), invalid)
    expect(parsedBodyOf(call).found).toBe(false)
  })
})
