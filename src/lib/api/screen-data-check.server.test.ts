import { describe, expect, it, vi } from 'vitest'
import { contractValidator } from './contract-validator.server'
import {
  callOperation,
  checkScreenDataAnswer,
  responseSchema,
  screenDataOperation,
  screenDataProblems,
} from './screen-data-check.server'
import { parsedBodyOf } from './parsed-body'

const invalid = () => Response.json({ code: 'BAD_GATEWAY' }, { status: 502 })
const get = (path: string) => new Request(`http://backend${path}`)
const post = (path: string) => new Request(`http://backend${path}`, { method: 'POST', body: '{}' })

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

  it('answers a body Ajv refuses with the 502 and the log line Zod describes, as before Ajv', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const body = { account: { name: 5 }, subscriptions: 'none' }
    const zodIssues = responseSchema('getMypageScreenData')!.safeParse(body).error!.issues
    expect(contractValidator('getMypageScreenData')!(body)).toBe(false)
    const wrong = await checkScreenDataAnswer(
      get('/zapi/internal/mypage/screen-data'),
      Response.json(body),
      invalid,
    )
    expect(wrong.status).toBe(502)
    expect(await wrong.json()).toEqual({ code: 'BAD_GATEWAY' })
    expect(log.mock.calls).toEqual([
      [
        'Screen data does not match the contract',
        {
          operationId: 'getMypageScreenData',
          problems: zodIssues
            .slice(0, 3)
            .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
        },
      ],
    ])
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

describe('call answers checked against the contract', () => {
  it('finds the operation of a call by its method and path', () => {
    expect(callOperation('POST', '/zapi/auth/password/forgot')).toBe('postAuthPasswordForgot')
    expect(callOperation('DELETE', '/zapi/account/payment-method/apm_0001')).toBe(
      'deleteAccountPaymentMethod',
    )
    expect(callOperation('GET', '/zapi/auth/password/forgot')).toBeUndefined()
  })

  it('turns a 200 without a body, or without the redirectTo the operation promises, into a 502 with one log line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const empty = await checkScreenDataAnswer(
      post('/zapi/auth/password/forgot'),
      new Response('', { status: 200 }),
      invalid,
    )
    expect(empty.status).toBe(502)
    const withoutRedirect = await checkScreenDataAnswer(
      post('/zapi/auth/password/forgot'),
      Response.json({}),
      invalid,
    )
    expect(withoutRedirect.status).toBe(502)
    expect(log.mock.calls[1]).toEqual([
      'Call answer does not match the contract',
      expect.objectContaining({ operationId: 'postAuthPasswordForgot' }),
    ])
    log.mockRestore()
  })

  it('passes a call answer that keeps the contract, no content, a redirect and an error on', async () => {
    const kept = await checkScreenDataAnswer(
      post('/zapi/auth/password/forgot'),
      Response.json({ redirectTo: '/password/forgot/complete' }),
      invalid,
    )
    expect(await kept.json()).toEqual({ redirectTo: '/password/forgot/complete' })
    for (const answer of [
      new Response(null, { status: 204 }),
      new Response(null, { status: 303, headers: { location: '/' } }),
      Response.json({ code: 'INVALID_PARAMETER' }, { status: 400 }),
    ]) {
      const passed = await checkScreenDataAnswer(post('/zapi/auth/password/forgot'), answer, invalid)
      expect(passed.status).toBe(answer.status)
    }
  })
})
