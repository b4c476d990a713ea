import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/lib/api/api-error'
import { i18nFor } from '~tests/setup/i18n'
import { useLoginIdCheck, type LoginIdCheckOptions } from './use-login-id-check'

const i18n = await i18nFor('ja')
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)
const TAKEN = msg`このログインIDは既に使用されています。別のログインIDを登録してください。`

function setup(verify: LoginIdCheckOptions['verify']) {
  const { result } = renderHook(
    () => {
      const form = useForm<{ loginId: string }>({ defaultValues: { loginId: '' } })
      const check = useLoginIdCheck(form, 'loginId', {
        breaksRules: (loginId) => loginId.length < 6,
        verify,
        taken: { ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD: TAKEN },
      })
      return { form, check }
    },
    { wrapper },
  )
  const leave = async (loginId: string) => {
    result.current.form.setValue('loginId', loginId)
    await act(() => result.current.check())
  }
  const error = () => result.current.form.getFieldState('loginId').error?.message
  return { leave, error }
}

const taken = () =>
  new ApiError(409, {
    code: 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
    message: '登録処理に失敗しました。',
    requestId: 'r',
  })

describe('useLoginIdCheck (spec 01 §5, 02 §5)', () => {
  it("puts the flow's message on a taken ID, and clears it for a free one", async () => {
    const verify = vi.fn().mockRejectedValueOnce(taken()).mockResolvedValueOnce(undefined)
    const { leave, error } = setup(verify)
    await leave(' hanako2026 ')
    expect(verify).toHaveBeenCalledWith('hanako2026')
    expect(error()).toBe('このログインIDは既に使用されています。別のログインIDを登録してください。')
    await leave('hina0612')
    expect(error()).toBeUndefined()
  })

  it('asks nothing for an empty ID, one that breaks the rules, or the one just checked', async () => {
    const verify = vi.fn().mockResolvedValue(undefined)
    const { leave } = setup(verify)
    await leave('')
    await leave('abc')
    await leave('hina0612')
    await leave('hina0612')
    expect(verify).toHaveBeenCalledOnce()
  })

  it('says nothing when the check itself fails, and asks again next time', async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(500, { code: 'INTERNAL_ERROR', message: '', requestId: 'r' }),
      )
      .mockResolvedValueOnce(undefined)
    const { leave, error } = setup(verify)
    await leave('hina0612')
    expect(error()).toBeUndefined()
    await leave('hina0612')
    expect(verify).toHaveBeenCalledTimes(2)
  })
})
