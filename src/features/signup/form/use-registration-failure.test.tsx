import type { MessageDescriptor } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useFormFailure } from '~/components/form-submit/use-form-failure'
import type { FieldError } from '~generated/api/model'
import { ApiError } from '~/lib/api/api-error'
import { CATALOGUED } from '../rules/registration-failure'
import { useRegistrationFailure } from './use-registration-failure'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)
const text = (message: MessageDescriptor | string | undefined) =>
  typeof message === 'object' ? i18n._(message) : message

const layout = { customIds: ['favorite_genre'], parentalConsentCount: 0 }

/** The sign-up form's failure as useFormSubmit wires it: fields and catalogue, then the wording. */
function setup() {
  const setError = vi.fn()
  const { result } = renderHook(
    () => {
      const registration = useRegistrationFailure(layout)
      const shown = useFormFailure(setError, [], CATALOGUED, registration.fieldOf)
      return { registration, shown }
    },
    { wrapper },
  )
  const report = (error: unknown) =>
    act(() => {
      if (result.current.shown.report(error) === 'form') result.current.registration.report(error)
    })
  return { setError, result, report }
}

const invalid = (errors: FieldError[]) =>
  new ApiError(400, { code: 'VALIDATION_ERROR', message: '入力内容に誤りがあります。', errors })

describe("the sign-up form's failures", () => {
  it('words a field error by its code, else as the server did, on its form field', () => {
    const { setError, report } = setup()
    report(
      invalid([
        { field: 'inputtedData.pinCode', code: 'PIN_CODE_ERROR', message: 'wrong' },
        {
          field: 'inputtedData.familyNameKana',
          code: 'VALIDATION_ERROR',
          message: '全角カタカナで入力してください',
        },
      ]),
    )
    expect(setError).toHaveBeenCalledWith(
      'pinCode',
      { type: 'PIN_CODE_ERROR', message: '認証に失敗しました。' },
      { shouldFocus: true },
    )
    expect(setError).toHaveBeenCalledWith(
      'familyNameKana',
      { type: 'VALIDATION_ERROR', message: '全角カタカナで入力してください' },
      { shouldFocus: false },
    )
  })

  it('says only that the fields above went wrong when every error found its field', () => {
    const { result, report } = setup()
    report(
      invalid([{ field: 'inputtedData.customAssociatedInfo.favorite_genre', message: '選択' }]),
    )
    expect(result.current.registration.onFields).toBe(true)
    expect(result.current.registration.failure).toBeNull()
  })

  it('adds the form-level message when an error has no field on the form', () => {
    const { result, report } = setup()
    report(
      invalid([
        { field: 'inputtedData.loginId', message: '使用できません' },
        { field: 'inputtedData.customAssociatedInfo.gone', message: '不明な項目です' },
      ]),
    )
    expect(result.current.registration.onFields).toBe(true)
    expect(text(result.current.registration.failure?.message)).toBe('入力内容に誤りがあります。')
    act(() => result.current.registration.clear())
    expect(result.current.registration.onFields).toBe(false)
    expect(result.current.registration.failure).toBeNull()
  })
})
