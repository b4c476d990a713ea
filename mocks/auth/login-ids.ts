import { fail, fieldError } from '../http'
import { mockBackend } from '../state/backend-state'
import { findAccountByLoginId } from '../state/sessions'

/**
 * 409 when a login ID cannot be taken: ACCOUNT_ALREADY_EXISTS_USER_ID for a reserved one (system
 * names, withdrawn members' IDs), ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD when another member has it.
 */
export function loginIdConflict(
  loginId: string,
  ownerId?: string,
  field = 'loginId',
): Response | undefined {
  const reserved = mockBackend.state.store.reservedUserIds.some(
    (id) => id.toLowerCase() === loginId.toLowerCase(),
  )
  if (reserved) {
    const message = 'このユーザIDは既に使用されています。別のユーザIDを登録してください。'
    return fail(409, 'ACCOUNT_ALREADY_EXISTS_USER_ID', message, {
      errors: [fieldError(field, 'ACCOUNT_ALREADY_EXISTS_USER_ID', message)],
    })
  }
  const owner = findAccountByLoginId(loginId)
  if (owner && owner.id !== ownerId) {
    const message = 'このログインIDは既に使用されています。別のログインIDを登録してください。'
    return fail(
      409,
      'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD',
      '登録処理に失敗しました。上記エラー内容をご確認ください。',
      {
        errors: [fieldError(field, 'ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD', message)],
      },
    )
  }
  return undefined
}
