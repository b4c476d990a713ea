import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SocialActionType, SocialRelateErrorCode } from '~generated/api/model'

/**
 * Why the external account could not be used (spec 01 §8 "Relation failed; already linked"). When
 * linking from My Page, ACCOUNT_ALREADY_EXISTS means it is linked to this account already (02 §8).
 */
export function relateErrorMessage(
  code: SocialRelateErrorCode,
  provider: string,
  action: SocialActionType | null = null,
): MessageDescriptor {
  if (code === 'ACCOUNT_ALREADY_EXISTS' && action === 'enableExternalAuth')
    return msg`この${provider}アカウントは、すでに連携済みです。`
  switch (code) {
    case 'ACCOUNT_ALREADY_EXISTS':
    case 'EXTERNAL_ID_ALREADY_LINKED':
      return msg`この${provider}アカウントは、すでに別のアカウントと連携されています。`
    case 'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL':
      return msg`この${provider}アカウントのメールアドレスは、すでに別のアカウントで使用されています。`
    case 'RELATION_FAILED':
      return msg`${provider}アカウントとの連携に失敗しました。時間をおいて再度お試しください。`
  }
}

/** The way back, named for where the attempt started. */
export function relateErrorBackLabel(action: SocialActionType | null): MessageDescriptor {
  switch (action) {
    case 'login':
      return msg`ログイン画面に戻る`
    case 'signup':
      return msg`会員登録に戻る`
    case 'enableExternalAuth':
      return msg`マイページに戻る`
    case null:
      return msg`戻る`
  }
}
