import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/lib/api/api-error'
import { closeFlowError, flowErrorStore } from '~/lib/api/flow-error-store'
import { useFormFailure } from './use-form-failure'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)

const setup = (messages = {}) => {
  const setError = vi.fn()
  const { result } = renderHook(() => useFormFailure(setError, ['email'], messages), { wrapper })
  return { setError, result }
}

beforeEach(() => {
  closeFlowError()
})

describe('useFormFailure', () => {
  it('puts field errors on their fields, with no form-level message', () => {
    const { setError, result } = setup()
    act(() =>
      result.current.report(
        new ApiError(400, {
          code: 'VALIDATION_ERROR',
          message: '入力内容に誤りがあります。',
          errors: [{ field: 'email', message: 'メールアドレスの形式が正しくありません。' }],
        }),
      ),
    )
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'メールアドレスの形式が正しくありません。' },
      { shouldFocus: true },
    )
    expect(result.current.failure).toBeNull()
  })

  it('keeps the code of a field error as its type, for the form to tell why it was refused', () => {
    const { setError, result } = setup()
    act(() =>
      result.current.report(
        new ApiError(409, {
          code: 'ACCOUNT_ALREADY_EXISTS_EMAIL',
          message: '使用されています。',
          errors: [
            { field: 'email', code: 'ACCOUNT_ALREADY_EXISTS_EMAIL', message: '使用されています。' },
          ],
        }),
      ),
    )
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'ACCOUNT_ALREADY_EXISTS_EMAIL', message: '使用されています。' },
      { shouldFocus: true },
    )
    expect(result.current.failure).toBeNull()
  })

  it("prefers the site's wording of a catalogued code, with the code", () => {
    const { result } = setup({ LOGIN_FAILED: msg`ログインに失敗しました。` })
    act(() => result.current.report(new ApiError(401, { code: 'LOGIN_FAILED', message: 'x' })))
    expect(result.current.failure).toEqual({
      message: 'ログインに失敗しました。',
      code: 'LOGIN_FAILED',
    })
  })

  it("shows the server's text, else the generic message — never a technical one", () => {
    const { result } = setup()
    act(() =>
      result.current.report(
        new ApiError(409, { code: 'PAYMENT_METHOD_IN_USE', message: '使用中です。' }),
      ),
    )
    expect(result.current.failure?.message).toBe('使用中です。')
    act(() =>
      result.current.report(
        new ApiError(500, { code: 'INTERNAL_ERROR', message: '', requestId: 'req-7f3a9c' }),
      ),
    )
    expect(result.current.failure).toEqual({
      message: 'エラーが発生しました',
      code: 'INTERNAL_ERROR',
      requestId: 'req-7f3a9c',
    })
    act(() => result.current.report(new TypeError('Failed to fetch')))
    expect(result.current.failure).toEqual({ message: 'エラーが発生しました', code: undefined })
  })

  it('words a code the server gives no sentence for — never the bare code', () => {
    const { result } = setup()
    for (const message of ['', 'EMAIL_OR_PASSWORD_INCORRECT']) {
      act(() =>
        result.current.report(new ApiError(401, { code: 'EMAIL_OR_PASSWORD_INCORRECT', message })),
      )
      expect(result.current.failure?.message).toBe(
        'メールアドレスまたはパスワードが正しくありません。',
      )
    }
    act(() =>
      result.current.report(
        new ApiError(500, { code: 'TRUSTED_DEVICE_DELETE_FAILED', message: '' }),
      ),
    )
    expect(result.current.failure?.message).toBe(
      '信頼済みデバイスの削除に失敗しました。時間をおいて再度お試しください。',
    )
  })

  it('turns the Retry-After of a 429 into the time a retry is accepted', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { result } = setup()
    act(() => result.current.report(new ApiError(429, { code: 'RATE_LIMITED', message: '' }, '60')))
    expect(result.current.retryAt).toBe(1_060_000)
    vi.useRealTimers()
  })

  it('puts a field error on the field the form names for it', () => {
    const setError = vi.fn()
    const { result } = renderHook(
      () =>
        useFormFailure<{ loginId: string }>(setError, [], {}, (serverField) =>
          serverField === 'inputtedData.loginId' ? 'loginId' : undefined,
        ),
      { wrapper },
    )
    let shown
    act(() => {
      shown = result.current.report(
        new ApiError(409, {
          code: 'VALIDATION_ERROR',
          message: 'x',
          errors: [{ field: 'inputtedData.loginId', message: '使用できません' }],
        }),
      )
    })
    expect(setError).toHaveBeenCalledWith(
      'loginId',
      { type: 'server', message: '使用できません' },
      { shouldFocus: true },
    )
    expect(result.current.failure).toBeNull()
    expect(shown).toBe('form')
  })

  it('opens the flow-error notice when the failure says where to restart', () => {
    const { result } = setup()
    let shown
    act(() => {
      shown = result.current.report(
        new ApiError(401, {
          code: 'SESSION_EXPIRED',
          message: '期限切れです。',
          redirectTo: '/login',
        }),
      )
    })
    expect(flowErrorStore.get()).toEqual({ redirectTo: '/login', message: '期限切れです。' })
    expect(result.current.failure).toBeNull()
    expect(shown).toBe('notice')
  })
})
