import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error'
import { withFormFieldNames } from './server-errors'

const fieldOf = (field: string) => /^inputtedData\.formData\.(.+)$/.exec(field)?.[1]

describe('withFormFieldNames', () => {
  it("names the field errors as the form's fields, keeping the rest of the failure", () => {
    const error = new ApiError(
      400,
      {
        code: 'VALIDATION_ERROR',
        message: '入力内容に誤りがあります。',
        errors: [
          { field: 'inputtedData.formData.phoneNumber', code: 'VALIDATION_ERROR', message: 'x' },
          { field: 'inputtedData.setting', code: 'VALIDATION_ERROR', message: 'y' },
        ],
      },
      '30',
    )
    const renamed = withFormFieldNames(error, fieldOf) as ApiError
    expect(renamed).toBeInstanceOf(ApiError)
    expect(renamed.fieldErrors.map(({ field }) => field)).toEqual([
      'phoneNumber',
      'inputtedData.setting',
    ])
    expect([renamed.status, renamed.code, renamed.message, renamed.retryAfterSeconds]).toEqual([
      400,
      'VALIDATION_ERROR',
      '入力内容に誤りがあります。',
      30,
    ])
  })

  it('leaves other failures as they are', () => {
    const network = new TypeError('Failed to fetch')
    expect(withFormFieldNames(network, fieldOf)).toBe(network)
    const plain = new ApiError(500, { code: 'INTERNAL_ERROR', message: 'x' })
    expect(withFormFieldNames(plain, fieldOf)).toBe(plain)
  })
})
