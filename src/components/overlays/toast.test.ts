import { describe, expect, it } from 'vitest'
import { defaultToastAutoClose } from './toast'

describe('defaultToastAutoClose', () => {
  it('is 3000 ms on My Page (spec 02 §9)', () => {
    expect(defaultToastAutoClose('/mypage')).toBe(3000)
    expect(defaultToastAutoClose('/mypage/email/edit/pin-code')).toBe(3000)
  })

  it('is 5000 ms in the guest and transactional flows (spec 01 §9)', () => {
    expect(defaultToastAutoClose('/login/code')).toBe(5000)
    expect(defaultToastAutoClose('/signup/pin-code')).toBe(5000)
    expect(defaultToastAutoClose('/withdraw/pin-code')).toBe(5000)
    expect(defaultToastAutoClose('/mypageant')).toBe(5000)
  })
})
