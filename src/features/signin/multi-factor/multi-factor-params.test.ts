import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { GetLoginMultiFactorTypeScreenDataParams } from '~generated/zod/signin/signin.zod'
import { issuesOf, safeParseWith } from '~tests/setup/params-outcome'
import { multiFactorTypeOf, multiFactorTypeParams } from './multi-factor-params'

describe('/login/multi-factor/$type params', () => {
  it("accepts the contract's second-factor kinds", () => {
    for (const type of ['email', 'sms', 'otp', 'backup-code']) {
      expect(multiFactorTypeParams({ type })).toEqual({ type })
    }
  })

  it('rejects any other kind', () => {
    for (const type of ['', 'totp', 'backup_code', 'EMAIL', undefined]) {
      expect(safeParseWith(multiFactorTypeParams, { type }).success).toBe(false)
    }
  })

  it("parses every parameter as the contract's generated schema did", () => {
    for (const params of [{}, { type: 'otp' }, { type: 'x' }, { type: 1 }, { type: 'sms', x: 1 }]) {
      const expected = GetLoginMultiFactorTypeScreenDataParams.safeParse(params)
      const actual = safeParseWith(multiFactorTypeParams, params)
      expect(actual.success).toBe(expected.success)
      expect(actual.data).toStrictEqual(expected.data)
      expect(actual.error?.issues).toEqual(issuesOf(expected.error?.issues))
    }
  })

  it('gives the loader and the page the kind of the URL, and the 404 page for any other', () => {
    expect(multiFactorTypeOf({ type: 'backup-code' })).toBe('backup-code')
    let thrown: unknown
    try {
      multiFactorTypeOf({ type: 'totp' })
    } catch (error) {
      thrown = error
    }
    expect(isNotFound(thrown)).toBe(true)
  })
})
