import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MultiFactorRouteType } from '~generated/api/model'

/** How each second factor is offered on /login/multi-factor. */
export const FACTOR_CHOICE: Record<MultiFactorRouteType, MessageDescriptor> = {
  email: msg`メールで確認コードを受け取る`,
  sms: msg`SMSで確認コードを受け取る`,
  otp: msg`認証アプリのワンタイムパスワードを使う`,
  'backup-code': msg`バックアップコードを使う`,
}

/** What the code-entry screen asks for, per second factor. */
export function factorInstruction(
  type: MultiFactorRouteType,
  displayName: string,
  destination: string,
): MessageDescriptor {
  switch (type) {
    case 'email':
      return msg`${destination} 宛にメールで送信した${displayName}を入力してください。`
    case 'sms':
      return msg`${destination} 宛にSMSで送信した${displayName}を入力してください。`
    case 'otp':
      return msg`認証アプリに表示されている6桁のワンタイムパスワードを入力してください。`
    case 'backup-code':
      return msg`保存しておいたバックアップコードを1つ入力してください。各コードは1回だけ使えます。`
  }
}
