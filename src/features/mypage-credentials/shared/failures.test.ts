import { describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api/api-error'
import { passwordEditFailure } from '../password/password-edit-failure'
import { placedOn, withMessage } from './failures'

const FALLBACKS = {
  oldPasswordIncorrect: '現在のパスワードが正しくありません。',
  reused: '過去に使用したパスワードは設定できません。',
}
const failure = (status: number, body: object) =>
  new ApiError(status, { requestId: 'req_1', message: '', ...body } as never)

describe('where a failed password change shows (spec 02 §8)', () => {
  it('puts a 401 without redirectTo on the current password, even without a field error', () => {
    const mapped = passwordEditFailure(failure(401, { code: 'OLD_PASSWORD_INCORRECT' }), FALLBACKS)
    expect((mapped as ApiError).fieldErrors).toEqual([
      {
        field: 'oldPassword',
        code: 'OLD_PASSWORD_INCORRECT',
        message: FALLBACKS.oldPasswordIncorrect,
      },
    ])
  })

  it('leaves a 401 that says to re-authenticate to the notice, with nothing on the fields', () => {
    const due = failure(401, {
      code: 'UNAUTHORIZED',
      message: '本人確認が必要です。',
      redirectTo: '/mypage/reauthorize?returnTo=%2Fmypage%2Fpassword%2Fedit',
    })
    expect(passwordEditFailure(due, FALLBACKS)).toBe(due)
    const expired = failure(401, { code: 'SESSION_EXPIRED' })
    expect(passwordEditFailure(expired, FALLBACKS)).toBe(expired)
  })

  it("puts a reused password on the new one, in the server's words", () => {
    const mapped = passwordEditFailure(
      failure(422, { code: 'INVALID_PASSWORD_REUSED', message: '以前のパスワードは使えません。' }),
      FALLBACKS,
    ) as ApiError
    expect(mapped.fieldErrors).toEqual([
      {
        field: 'newPassword',
        code: 'INVALID_PASSWORD_REUSED',
        message: '以前のパスワードは使えません。',
      },
    ])
  })

  it('leaves any other failure for the banner', () => {
    const server = failure(500, { code: 'INTERNAL_ERROR' })
    expect(passwordEditFailure(server, FALLBACKS)).toBe(server)
  })
})

describe('failure helpers', () => {
  it('keeps a failure that already names its fields', () => {
    const named = failure(422, {
      code: 'PIN_CODE_SEND_FAILED',
      errors: [{ field: 'email', code: 'PIN_CODE_SEND_FAILED', message: '送信できません' }],
    })
    expect(placedOn(named, 'email', 'x', () => true)).toBe(named)
  })

  it('rewords a failure and keeps its code and status', () => {
    const reworded = withMessage(
      failure(503, { code: 'SERVICE_UNAVAILABLE', message: 'メンテナンス中' }),
      'エラーが発生しました。',
    )
    expect([
      reworded.status,
      reworded.code,
      (reworded.body as { message: string }).message,
    ]).toEqual([503, 'SERVICE_UNAVAILABLE', 'エラーが発生しました。'])
  })
})
