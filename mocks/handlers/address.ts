import { http } from 'msw'
import { fail, fieldError, invalid, ok, route } from '../http'
import { POSTAL_CODES } from '../fixtures/postal-codes'

export const addressHandlers = [
  http.get(route('/zapi/postal-code/:postalCode'), ({ params }) => {
    const postalCode = String(params.postalCode)
    if (!/^[0-9]{7}$/.test(postalCode)) {
      return invalid([
        fieldError('postalCode', 'VALIDATION_ERROR', '郵便番号の形式が正しくありません'),
      ])
    }
    const results = POSTAL_CODES[postalCode]
    if (!results) {
      const message = '該当する住所が見つかりませんでした。'
      return fail(422, 'POSTAL_CODE_LOOKUP_FAILED', message, {
        errors: [fieldError('postalCode', 'POSTAL_CODE_LOOKUP_FAILED', message)],
      })
    }
    return ok({ results })
  }),
]
