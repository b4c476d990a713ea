import { describe, expect, it } from 'vitest'
import { mergeDraft, toDraft } from './draft'
import { validInput } from '~tests/fixtures/signup'

describe('form draft', () => {
  it('never holds the password, its confirmation or the PIN', () => {
    const draft = toDraft(validInput({ pinCode: '482915' }))
    expect(draft).not.toHaveProperty('password')
    expect(draft).not.toHaveProperty('passwordConfirm')
    expect(draft).not.toHaveProperty('pinCode')
    expect(JSON.stringify(draft)).not.toContain('Sakura2026')
    expect(draft).toMatchObject({ familyName: '山田', custom: [['movie'], false] })
  })

  it('lays a draft of the same sign-up over the starting values', () => {
    const base = validInput({ familyName: '', nickname: '' })
    const stored = {
      scope: 'email:hanako@example.jp',
      draft: toDraft(validInput({ nickname: 'はなこ' })),
    }
    expect(mergeDraft(base, stored, 'email:hanako@example.jp')).toMatchObject({
      familyName: '山田',
      nickname: 'はなこ',
      password: base.password,
    })
  })

  it('ignores the draft of another sign-up, garbage and values of the wrong shape', () => {
    const base = validInput({ nickname: '' })
    const other = { scope: 'email:someone@example.jp', draft: { nickname: 'だれか' } }
    expect(mergeDraft(base, other, 'email:hanako@example.jp')).toBe(base)
    expect(mergeDraft(base, 'garbage', 'email:hanako@example.jp')).toBe(base)
    const wrongShape = {
      scope: 'email:hanako@example.jp',
      draft: { nickname: 42, custom: [true], password: 'stolen', unknown: 'x' },
    }
    expect(mergeDraft(base, wrongShape, 'email:hanako@example.jp')).toEqual(base)
  })
})
