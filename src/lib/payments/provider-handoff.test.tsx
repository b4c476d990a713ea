import { afterEach, describe, expect, it, vi } from 'vitest'
import { postToPaymentProvider } from './provider-handoff'

describe('postToPaymentProvider', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it('posts the params as a hidden form to a site path or a known provider', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    expect(
      postToPaymentProvider('/__mock/provider/link', { pay_method: 'docomo', order_id: 'ptx_1' }),
    ).toBe(true)
    const form = document.querySelector('form')
    expect(form?.method).toBe('post')
    expect(new URL(form?.action ?? '').pathname).toBe('/__mock/provider/link')
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      pay_method: 'docomo',
      order_id: 'ptx_1',
    })
    expect(submit).toHaveBeenCalledOnce()
    expect(
      postToPaymentProvider('https://stbfep.sps-system.com/f01/FepBuyInfoReceive.do', {}),
    ).toBe(true)
  })

  it('refuses any other address', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    expect(postToPaymentProvider('https://evil.example/collect', { a: 'b' })).toBe(false)
    expect(submit).not.toHaveBeenCalled()
  })
})
