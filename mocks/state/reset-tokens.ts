import { mockBackend } from './backend-state'
import { randomId } from './ids'
import { send } from './outbox'
import type { MemberAccount, ResetToken } from './types'

/** Reset links work for 30 minutes (by the mock clock), once. */
export const RESET_TOKEN_VALID_MINUTES = 30

/** E-mails a reset link `/password/reset?token=…` to the member. */
export function sendResetLink(account: MemberAccount): ResetToken {
  const token: ResetToken = {
    token: randomId('rt', 24),
    accountId: account.id,
    createdAt: mockBackend.clock.nowMs(),
    used: false,
  }
  mockBackend.state.resetTokens.push(token)
  const link = `/password/reset?token=${token.token}`
  send({
    to: account.email,
    channel: 'email',
    purpose: 'passwordReset',
    subject: '【シネマストリーム】パスワード再設定のご案内',
    body: `以下のリンクから${RESET_TOKEN_VALID_MINUTES}分以内にパスワードを再設定してください。\n${link}\nお心当たりのない場合は、このメールを破棄してください。`,
    link,
  })
  return token
}

/** The token when it exists, is unused and has not expired. */
export function usableResetToken(value: string): ResetToken | undefined {
  const token = mockBackend.state.resetTokens.find((candidate) => candidate.token === value)
  if (!token || token.used) return undefined
  const expired =
    mockBackend.clock.nowMs() >= token.createdAt + RESET_TOKEN_VALID_MINUTES * 60 * 1000
  return expired ? undefined : token
}
