import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ErrorCode } from '~generated/api/model'
import { EMAIL_REQUIRED_MESSAGE } from '~/lib/rules/email-messages'

/** Spec 01 §8: the generic failure, when nothing says more. */
export const GENERIC_FAILURE = msg`エラーが発生しました`
/** Spec 01 §8 'try again later'. */
export const TRY_AGAIN_LATER = msg`しばらく時間をおいてから再度お試しください。`
/** Spec 01 §8, 02 §8: a wrong or expired PIN or second-factor code. */
export const CODE_REJECTED = msg`認証に失敗しました。`
const BUSY = msg`ただいま処理が混み合っています。しばらく時間をおいてから再度お試しください。`
const SIGN_IN_AGAIN = msg`ページの有効期限が切れました。もう一度ログインしてください。`
const UNLINK_FAILED = msg`連携の解除に失敗しました。時間をおいて再度お試しください。`
const PAYMENT_METHOD_UNUSABLE = msg`ご指定のお支払い方法はご利用いただけません。別のお支払い方法を選択してください。`

/**
 * The site's wording of every failure code of the contract (spec 01 §8, 02 §8), in ja and en:
 * what a member reads when neither the form nor the server words a failure, and the wording a
 * form shows instead of the server's where the spec fixes it. A code the contract adds fails to
 * type-check here until it is worded (error-messages.test.ts walks the contract's codes).
 */
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  VALIDATION_ERROR: msg`入力内容に誤りがあります。ご確認ください。`,
  INVALID_REQUEST: GENERIC_FAILURE,
  UNAUTHORIZED: SIGN_IN_AGAIN,
  SESSION_EXPIRED: SIGN_IN_AGAIN,
  FORBIDDEN: msg`この操作を行う権限がありません。`,
  PROFILE_VIEW_PROHIBITED: msg`このプロフィールでは表示できません。プロフィールを切り替えてください。`,
  NOT_FOUND: msg`お探しの情報が見つかりません。`,
  REGION_NOT_AVAILABLE: msg`お住まいの地域ではこのサービスをご利用いただけません`,
  RATE_LIMITED: TRY_AGAIN_LATER,
  INTERNAL_ERROR: GENERIC_FAILURE,
  BAD_GATEWAY: GENERIC_FAILURE,
  SERVICE_UNAVAILABLE: msg`ただいまメンテナンス中です。しばらく時間をおいてから再度お試しください。`,
  GATEWAY_TIMEOUT: GENERIC_FAILURE,
  UNKNOWN_ERROR: GENERIC_FAILURE,
  LOGIN_FAILED: msg`ログインに失敗しました。`,
  EMAIL_NOT_ENTERED: EMAIL_REQUIRED_MESSAGE,
  PASSWORD_NOT_ENTERED: msg`パスワードを入力してください。`,
  LOGIN_PROHIBITED: msg`このアカウントではログインできません。`,
  USER_CODE_INCORRECT: msg`認証コードが正しくありません。`,
  EMAIL_OR_PASSWORD_INCORRECT: msg`メールアドレスまたはパスワードが正しくありません。`,
  USER_ID_OR_PASSWORD_INCORRECT: msg`ログインIDまたはパスワードが正しくありません。`,
  TRY_AGAIN_LATER,
  PIN_CODE_ERROR: CODE_REJECTED,
  PIN_CODE_SEND_FAILED: msg`確認コードの送信に失敗しました。`,
  INVALID_PASSWORD_REUSED: msg`以前に使用したパスワードは使用できません。`,
  OLD_PASSWORD_INCORRECT: msg`現在のパスワードが正しくありません。`,
  RESET_TOKEN_INVALID: msg`このリンクは無効か、有効期限が切れています。もう一度最初からやり直してください。`,
  ACCOUNT_ALREADY_EXISTS: msg`このアカウントは、すでに連携されています。`,
  ACCOUNT_ALREADY_EXISTS_USER_ID: msg`このユーザIDは既に使用されています。別のユーザIDを登録してください。`,
  ACCOUNT_ALREADY_EXISTS_EMAIL: msg`このメールアドレスは既に使用されています。別のメールアドレスを登録してください。`,
  ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL: msg`このメールアドレスは外部アカウントでの登録に既に使用されています。別のメールアドレスを登録するか、外部アカウントでログインしてください。`,
  ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD: msg`このログインIDは既に使用されています。別のログインIDを登録してください。`,
  REGISTRATION_TIMEOUT: msg`登録処理がタイムアウトしました。登録が完了している可能性があるため、再度登録する前にログインできるかお試しください。`,
  LOGIN_ID_NOT_ENABLED: msg`ログインIDが設定されていません。先にログインIDを設定してください。`,
  RELATION_FAILED: msg`外部アカウントとの連携に失敗しました。時間をおいて再度お試しください。`,
  EXTERNAL_ID_ALREADY_LINKED: msg`この外部アカウントは、すでに別のアカウントと連携されています。`,
  UNLINK_FAILED,
  INVALID_SESSION_FLOW: msg`購入の手続きが無効になりました。最初からやり直してください。`,
  THREE_D_SECURE_FAILED: msg`3Dセキュア認証に失敗しました。別のお支払い方法を選択するか、再度お試しください。`,
  CAMPAIGN_DISCOUNT_NOT_FULL: msg`このキャンペーンコードはお支払い方法としてご利用いただけません。`,
  CAMPAIGN_CODE_NOT_APPLICABLE: msg`このキャンペーンコードはご利用いただけません。`,
  DUPLICATE_BILLING: msg`同じご注文の決済がすでに行われています。ご契約状況をご確認ください。`,
  LOCK_OPERATION_FAILED: BUSY,
  PURCHASE_TOO_FREQUENT: msg`短時間に購入が繰り返されました。しばらく時間をおいてから再度お試しください。`,
  PRODUCT_UNAVAILABLE: msg`このプランは現在ご購入いただけません。`,
  CONTRACT_LIMIT_REACHED: msg`契約数の上限に達しているため購入できません`,
  PLAN_NOT_SELECTED: msg`Please select a plan.`,
  PAYMENT_METHOD_NOT_REGISTERED: msg`Please register a payment method.`,
  PAYMENT_METHOD_NOT_SELECTED: msg`支払い方法が選択されていません`,
  INVALID_PAYMENT_METHOD: msg`ご指定のお支払い方法は登録されていません。`,
  UNUSABLE_PAYMENT_METHOD: PAYMENT_METHOD_UNUSABLE,
  PLAN_UNUSABLE_PAYMENT_METHOD: msg`このプランではご指定のお支払い方法をご利用いただけません。`,
  CARD_REGISTRATION_ERROR: msg`カードの決済でエラーが発生しました。別のお支払い方法を選択してください。`,
  PAYMENT_METHOD_IN_USE: msg`ご契約中のプランで利用しているお支払い方法は削除できません。`,
  PAYMENT_METHOD_CANCEL_PENDING: msg`解約予定のプランで利用しているお支払い方法は削除できません。`,
  PAYMENT_METHOD_CHANGE_FAILED: msg`お支払い方法の変更に失敗しました。時間をおいて再度お試しください。`,
  // Operator-only plan errors are shown as the generic message (spec 01 §8).
  PLAN_OPERATOR_ERROR: GENERIC_FAILURE,
  WITHDRAW_FAILED: msg`退会手続きに失敗しました。時間をおいて再度お試しください。`,
  ACTIVE_SUBSCRIPTION_EXISTS: msg`ご契約中のプランがあるため、この操作はできません。`,
  SUBSCRIPTION_RENEWING: msg`ただいま契約の更新処理中です。時間をおいて再度お試しください。`,
  SUBSCRIPTION_ALREADY_CANCELLED: msg`このご契約はすでに解約されています。`,
  SUBSCRIPTION_CANCEL_FAILED: msg`解約の手続きに失敗しました。時間をおいて再度お試しください。`,
  SUBSCRIPTION_UNDO_UNAVAILABLE: msg`解約を取り消すことができません。`,
  RE_SETTLEMENT_FAILED: msg`再決済に失敗しました。お支払い方法をご確認ください。`,
  TRUSTED_DEVICE_DELETE_FAILED: msg`信頼済みデバイスの削除に失敗しました。時間をおいて再度お試しください。`,
  GRANT_REVOKE_FAILED: UNLINK_FAILED,
  CONSENT_SAVE_FAILED: msg`設定の保存に失敗しました。時間をおいて再度お試しください。`,
  POSTAL_CODE_LOOKUP_FAILED: msg`住所を検索できませんでした。住所を入力してください。`,
  // Spec 02 §8: 'エラーが発生しました'.
  PIN_SETTING_FAILED: GENERIC_FAILURE,
}

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_MESSAGES, code)

/** The site's wording of `code`; the generic failure for a code the contract does not know. */
export function errorCodeMessage(code: string | undefined): MessageDescriptor {
  return code !== undefined && isErrorCode(code) ? ERROR_MESSAGES[code] : GENERIC_FAILURE
}

/** A server's text worth showing: not blank, and not a machine code such as the failure's own. */
export function serverSentence(message: unknown): string | undefined {
  return typeof message === 'string' && message.trim() !== '' && !MACHINE_CODE.test(message)
    ? message
    : undefined
}
const MACHINE_CODE = /^[A-Z0-9_]+$/

/**
 * What a failure says (spec 01 §8): the form's own wording of its code, else the server's text,
 * else the site's wording of the code — never a bare code.
 */
export function failureText(
  i18n: I18n,
  code: string | undefined,
  serverText: unknown,
  worded: Partial<Record<string, MessageDescriptor>> = {},
): string {
  const own = code === undefined ? undefined : worded[code]
  return own ? i18n._(own) : (serverSentence(serverText) ?? i18n._(errorCodeMessage(code)))
}
