import { http } from 'msw'
import type { ExternalIdentityType, SocialActionType } from '~generated/api/model'
import { passFirstFactor } from '../auth/sign-in'
import { MOCK_PROVIDER_USERS } from '../fixtures/social'
import {
  fail,
  fieldError,
  flowError,
  invalid,
  notFound,
  ok,
  readBody,
  redirectTo,
  route,
  safeReturnTo,
  text,
} from '../http'
import { mockBackend } from '../state/backend-state'
import { randomId } from '../state/ids'
import { findAccountByEmail, guestSession } from '../state/sessions'
import type { LinkedExternalAccount, MemberAccount, Session } from '../state/types'
import { newSignupFlow } from '../signup/flow'
import { canUnlink, identifierMethodOf } from '../views/connections'
import { browserOf } from './root'
import { member, signInRequired, visitor } from './context'

const ACTIONS: SocialActionType[] = ['enableExternalAuth', 'login', 'signup']
const START: Record<SocialActionType, string> = {
  enableExternalAuth: '/mypage',
  login: '/login',
  signup: '/signup/auth',
}

const allowedTypes = (): ExternalIdentityType[] =>
  mockBackend.state.store.status.allowedExternalIdentityTypes ?? []

/** The member whose link of this type is the provider's user, if any. */
function linkedMember(type: ExternalIdentityType): MemberAccount | undefined {
  const user = MOCK_PROVIDER_USERS[type]
  return mockBackend.state.accounts.find((account) =>
    account.externalAccounts.some((link) => link.type === type && link.name === user.name),
  )
}

function relationFailed(
  session: Session,
  code: NonNullable<Session['socialError']>['code'],
  type: ExternalIdentityType,
  action: SocialActionType,
) {
  session.socialError = { code, type, action }
  return redirectTo('/social/relate/error')
}

const completedLink = (link: LinkedExternalAccount | undefined) =>
  ok({
    externalAccount: link ? { userIdentifierType: link.type, userIdentifierName: link.name } : null,
  })

/**
 * External sign-in accounts: the choice screen, the authorisation (the mock's provider answers at
 * once, as MOCK_PROVIDER_USERS), its return for sign-in, sign-up and linking, and unlinking.
 */
export const socialHandlers = [
  http.get(
    route('/zapi/internal/auth/screen-data'),
    visitor(({ request, url, account }) => {
      const action = ACTIONS.find(
        (candidate) => candidate === (url.searchParams.get('socialActionType') ?? 'login'),
      )
      if (!action)
        return invalid([
          fieldError(
            'socialActionType',
            'VALIDATION_ERROR',
            'socialActionType が正しくありません。',
          ),
        ])
      if (action === 'enableExternalAuth' && !account) return signInRequired(url)
      return ok({
        socialActionType: action,
        allowedExternalIdentityTypes: browserOf(request).isApp ? [] : allowedTypes(),
      })
    }),
  ),

  http.get(
    route('/zapi/internal/auth/authorize/screen-data'),
    visitor(({ request, url, account }) => {
      const type = allowedTypes().find(
        (candidate) => candidate === url.searchParams.get('userIdentifierType'),
      )
      const action = ACTIONS.find(
        (candidate) => candidate === url.searchParams.get('socialActionType'),
      )
      if (!type || !action) return fail(400, 'INVALID_REQUEST', '連携先が正しくありません。')
      if (action === 'enableExternalAuth' && !account) return signInRequired(url)
      const { session, cookies } = guestSession(request)
      const state = randomId('st')
      session.socialAttempt = {
        type,
        action,
        state,
        returnTo: safeReturnTo(url.searchParams.get('returnTo')) ?? null,
      }
      return redirectTo(`/auth/callback?code=mock_${identifierMethodOf(type)}&state=${state}`, {
        cookies,
      })
    }),
  ),

  http.get(
    route('/zapi/internal/auth/callback/screen-data'),
    visitor(({ request, url, session, account }) => {
      const { searchParams } = url
      if (!searchParams.get('code') && !searchParams.get('error'))
        return fail(400, 'INVALID_REQUEST', '認証結果を受け取れませんでした。')
      const attempt = session?.socialAttempt
      if (!session || !attempt || attempt.state !== searchParams.get('state')) {
        return flowError(
          attempt ? START[attempt.action] : '/login',
          '外部アカウントとの連携をはじめからやり直してください。',
        )
      }
      session.socialAttempt = null
      const { type, action } = attempt
      if (searchParams.get('error')) return relationFailed(session, 'RELATION_FAILED', type, action)
      const user = MOCK_PROVIDER_USERS[type]
      const owner = linkedMember(type)

      if (action === 'login') {
        if (!owner) return relationFailed(session, 'RELATION_FAILED', type, action)
        const next = passFirstFactor(request, owner, attempt.returnTo ?? '/', 'ExternalAuth', type)
        return redirectTo(next.redirectTo, { cookies: next.cookies })
      }
      if (action === 'signup') {
        if (owner) return relationFailed(session, 'ACCOUNT_ALREADY_EXISTS', type, action)
        if (findAccountByEmail(user.email))
          return relationFailed(session, 'ACCOUNT_ALREADY_EXISTS_EXTERNAL_EMAIL', type, action)
        session.signup = newSignupFlow({
          returnTo: attempt.returnTo ?? session.signup?.returnTo ?? null,
          policyConsents: session.signup?.policyConsents ?? null,
          method: 'external',
          externalType: type,
          socialEmail: user.email,
        })
        return redirectTo('/signup/form')
      }
      if (!account) return signInRequired(url)
      if (owner)
        return relationFailed(
          session,
          owner.id === account.id ? 'ACCOUNT_ALREADY_EXISTS' : 'EXTERNAL_ID_ALREADY_LINKED',
          type,
          action,
        )
      if (account.externalAccounts.some((link) => link.type === type))
        return relationFailed(session, 'ACCOUNT_ALREADY_EXISTS', type, action)
      const link = { type, name: user.name, method: identifierMethodOf(type) }
      account.externalAccounts.push(link)
      session.completed.socialEnabled = link
      return redirectTo('/mypage/social/enable/complete')
    }),
  ),

  http.post(
    route('/zapi/auth/social/disable'),
    member(async ({ request, account, session }) => {
      const body = await readBody(request)
      const link = account.externalAccounts.find(
        (candidate) => candidate.type === text(body, 'userIdentifierType'),
      )
      if (!link) return notFound('連携している外部アカウントが見つかりません。')
      if (!canUnlink(account))
        return fail(
          409,
          'UNLINK_FAILED',
          'ほかのログイン方法が設定されていないため、連携を解除できません。',
        )
      account.externalAccounts = account.externalAccounts.filter((candidate) => candidate !== link)
      session.completed.socialDisabled = link
      return redirectTo('/mypage/social/disable/complete')
    }),
  ),

  http.get(
    route('/zapi/internal/mypage/social/enable/complete/screen-data'),
    member(({ session }) => completedLink(session.completed.socialEnabled)),
  ),
  http.get(
    route('/zapi/internal/mypage/social/disable/complete/screen-data'),
    member(({ session }) => completedLink(session.completed.socialDisabled)),
  ),
]
