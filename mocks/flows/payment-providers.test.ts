import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS } from '../fixtures/accounts'
import { resetMock, signedInBrowser, type MockBrowser } from '../testing/client'

const SCREEN = '/zapi/internal/mypage/payment-method/screen-data'
const nextYear = new Date().getFullYear() + 1

const methodCount = async (member: MockBrowser) =>
  (await member.get(SCREEN)).body.paymentMethods.length as number

/** The return URL inside a simulated provider page's address (its returnUrl query). */
const returnUrlOf = (redirect: string, name = 'returnUrl') =>
  new URL(redirect, 'http://site').searchParams.get(name) ?? ''

describe('payment-method registration through the (simulated) providers', () => {
  beforeEach(() => resetMock())

  it('serves the mock card scripts and names them in the screen data', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const { creditCardSetting, registrationErrorMessage } = (await member.get(SCREEN)).body
    expect(creditCardSetting).toMatchObject({
      tokenScriptUrl: '/__mock/card-provider/token.js',
      threeDSecureScriptUrl: '/__mock/card-provider/three-d-secure.js',
    })
    expect(registrationErrorMessage).toBeNull()
    const script = await member.get(creditCardSetting.tokenScriptUrl)
    expect([script.status, script.headers.get('content-type')]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ])
  })

  it('registers a card at once, refuses the declined card, and challenges the 3-D Secure card', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const before = await methodCount(member)
    const tokens = {
      tokenKey: 'mockkey.1',
      threeDSecureToken: 'mock3ds.1',
      threeDSecureTokenKey: 'k',
    }
    expect(
      (
        await member.post('/zapi/account/payment-method/credit', {
          token: `mock.J.0000.${nextYear}12.ok`,
          ...tokens,
        })
      ).body,
    ).toEqual({ redirectTo: '/mypage/payment-method/complete' })
    const declined = await member.post('/zapi/account/payment-method/credit', {
      token: `mock.V.0002.${nextYear}12.decline`,
      ...tokens,
    })
    expect([declined.status, declined.body.code]).toEqual([422, 'CARD_REGISTRATION_ERROR'])

    const challenge = (
      await member.post('/zapi/account/payment-method/credit', {
        token: `mock.V.3220.${nextYear}12.3ds`,
        ...tokens,
      })
    ).body.redirectTo as string
    expect(challenge).toMatch(/^\/__mock\/provider\/three-d-secure\?/)
    const page = await member.get(challenge)
    expect(page.status).toBe(200)
    expect(page.body).toContain('name="outcome" value="failure"')
    const back = returnUrlOf(challenge)
    expect(back).toMatch(/^\/zapi\/payment-return\/three-d-secure\?transactionId=ptx_/)

    const failed = await member.post(back, { outcome: 'failure' }, { form: true })
    expect([failed.status, failed.headers.get('location')]).toEqual([303, '/mypage/payment-method'])
    expect((await member.get(SCREEN)).body.registrationErrorMessage).toBe(
      '本人認証に失敗しました。別のカードをお試しください。',
    )
    // Shown once; the transaction is used.
    expect((await member.get(SCREEN)).body.registrationErrorMessage).toBeNull()
    expect(
      (await member.post(back, { outcome: 'success' }, { form: true })).headers.get('location'),
    ).toBe('/mypage/payment-method')
    expect(await methodCount(member)).toBe(before + 1)

    const second = (
      await member.post('/zapi/account/payment-method/credit', {
        token: `mock.V.3220.${nextYear}12.3ds`,
        ...tokens,
      })
    ).body.redirectTo as string
    const passed = await member.post(returnUrlOf(second), { outcome: 'success' }, { form: true })
    expect(passed.headers.get('location')).toBe('/mypage/payment-method/complete')
    const added = (await member.get(SCREEN)).body.paymentMethods.at(-1)
    expect(added.cardInfo).toEqual({
      cardNumberSuffix: '3220',
      expireDate: `${nextYear}12`,
      cardbrandCode: 'V',
    })
  })

  it('registers a link-type method only when the carrier sends the member back with success', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const before = await methodCount(member)
    const { linkUrl, params } = (
      await member.post('/zapi/account/payment-method/link', { paymentMethodType: 'SbpsSoftbank' })
    ).body
    expect(linkUrl).toBe('/__mock/provider/link')
    const carrier = await member.post(linkUrl, params, { form: true })
    expect(carrier.body).toContain('ソフトバンクまとめて支払い')
    const cancelled = await member.post(
      params.cancel_url,
      { order_id: params.order_id },
      { form: true },
    )
    expect(cancelled.headers.get('location')).toBe('/mypage/payment-method')
    expect((await member.get(SCREEN)).body.registrationErrorMessage).toBe(
      'お支払い方法の登録がキャンセルされました。',
    )
    const again = (
      await member.post('/zapi/account/payment-method/link', { paymentMethodType: 'SbpsSoftbank' })
    ).body.params
    expect((await member.post(again.success_url, {}, { form: true })).headers.get('location')).toBe(
      '/mypage/payment-method/complete',
    )
    expect((await member.get(SCREEN)).body.paymentMethods.at(-1).paymentMethodType).toBe(
      'SbpsSoftbank',
    )
    expect(await methodCount(member)).toBe(before + 1)
  })

  it('registers PayPal when its approval page returns, and not when the member cancels there', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const before = await methodCount(member)
    const start = (await member.get('/zapi/account/payment-method/paypal')).body
      .redirectTo as string
    expect(start).toMatch(/^\/__mock\/provider\/paypal\?/)
    expect((await member.get(returnUrlOf(start, 'cancelUrl'))).headers.get('location')).toBe(
      '/mypage/payment-method',
    )
    const approval = (await member.get('/zapi/account/payment-method/paypal')).body
      .redirectTo as string
    const page = (await member.get(approval)).body as string
    const approve = /href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&#38;', '&') ?? ''
    expect((await member.get(approve)).headers.get('location')).toBe(
      '/mypage/payment-method/complete',
    )
    expect(await methodCount(member)).toBe(before + 1)
  })

  it('answers an unknown transaction with the generic refusal and a missing outcome with 400', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const unknown = await member.get(
      '/zapi/payment-return/paypal?transactionId=ptx_nope&outcome=success',
    )
    expect([unknown.status, unknown.headers.get('location')]).toEqual([
      303,
      '/mypage/payment-method',
    ])
    expect((await member.get(SCREEN)).body.registrationErrorMessage).toBe(
      'お支払い方法の登録に失敗しました。',
    )
    expect((await member.get('/zapi/payment-return/paypal?transactionId=ptx_nope')).status).toBe(
      400,
    )
  })
})
