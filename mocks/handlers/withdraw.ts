import { http } from 'msw'
import type { Survey, WithdrawConsentOption, WithdrawScreenData } from '~generated/api/model'
import { COOKIE } from '../cookies'
import {
  fail,
  fieldError,
  flowError,
  invalid,
  ok,
  readBody,
  redirectTo,
  route,
  text,
} from '../http'
import { mockBackend } from '../state/backend-state'
import { isoJst } from '../state/dates'
import { consumePin, issuePin, latestPin, pinDisplayName, sentPinCodeSetting } from '../state/pins'
import { guestSession, signOut } from '../state/sessions'
import type { MemberAccount } from '../state/types'
import { surveyAnswersOf, surveyErrors } from '../survey'
import { pinCodeErrors, pinRejected } from '../validation'
import { heldSubscriptions, subscriptionView } from '../views/subscriptions'
import { browserOf } from './root'
import { member, visitor } from './context'

const CONSENT_OPTIONS: WithdrawConsentOption[] = [
  {
    key: 'data_deletion',
    label: '退会すると視聴履歴やお気に入りなどのデータがすべて削除されることに同意します',
    description: '削除したデータは復元できません。',
  },
  {
    key: 'purchase_loss',
    label: '購入・レンタル済みの作品が視聴できなくなることに同意します',
    description: null,
  },
]

export const WITHDRAW_SURVEY: Survey = {
  surveyName: '退会アンケート',
  surveyDescription: '今後のサービス改善のため、退会の理由をお聞かせください。',
  questions: [
    {
      questionId: 'wq1',
      questionType: 'checkbox',
      questionTitle: '退会の理由を教えてください',
      questionDescription: 'あてはまるものをすべて選んでください。',
      required: true,
      validation: null,
      minCount: 1,
      maxCount: null,
      options: [
        { optionTitle: '見たい作品が少ない' },
        { optionTitle: '料金が高い' },
        { optionTitle: '他のサービスに乗り換える' },
        { optionTitle: 'その他' },
      ],
    },
    {
      questionId: 'wq2',
      questionType: 'textarea',
      questionTitle: 'ご意見・ご要望があればお書きください',
      questionDescription: null,
      required: false,
      validation: null,
      minCount: null,
      maxCount: null,
      options: [],
    },
  ],
}

/** The store's withdrawal survey: the default one unless a scenario set another (or none). */
const withdrawSurvey = (): Survey | null =>
  mockBackend.state.store.withdrawSurvey === undefined
    ? WITHDRAW_SURVEY
    : mockBackend.state.store.withdrawSurvey

const activeContractsBlock = () =>
  fail(
    409,
    'ACTIVE_SUBSCRIPTION_EXISTS',
    'ご契約中のプランがあるため退会できません。プランを解約してから再度お手続きください。',
    {
      redirectTo: '/withdraw',
    },
  )

/** Closing the membership: the account goes, its login ID stays reserved, the session ends. */
function closeAccount(account: MemberAccount): void {
  const { state } = mockBackend
  state.accounts = state.accounts.filter((candidate) => candidate !== account)
  if (account.loginId) state.store.reservedUserIds.push(account.loginId)
  for (const [id, session] of state.sessions)
    if (session.accountId === account.id) state.sessions.delete(id)
}

/** Account withdrawal: consents and survey → PIN → closed (spec 01 §2, §4, §5). */
export const withdrawHandlers = [
  http.get(
    route('/zapi/internal/withdraw/screen-data'),
    member(({ request, account, session }) => {
      if (browserOf(request).isApp) return redirectTo('/mypage')
      const held = heldSubscriptions(account)
      const body: WithdrawScreenData =
        held.length > 0
          ? {
              subscriptions: held.map((subscription) =>
                subscriptionView(account, subscription, true),
              ),
              consentOptions: [],
              survey: null,
              inputtedData: null,
            }
          : {
              subscriptions: [],
              consentOptions: CONSENT_OPTIONS,
              survey: withdrawSurvey(),
              inputtedData: session.withdrawAnswers,
            }
      return ok(body)
    }),
  ),

  http.post(
    route('/zapi/account/withdraw/confirm'),
    member(async ({ request, account, session }) => {
      if (heldSubscriptions(account).length > 0) return activeContractsBlock()
      const body = await readBody(request)
      const consent = (Array.isArray(body.consent) ? body.consent : []).filter(
        (key): key is string => CONSENT_OPTIONS.some((option) => option.key === key),
      )
      const surveyAnswers = surveyAnswersOf(body.surveyAnswers)
      const errors = [
        ...(consent.length === 0
          ? [fieldError('consent', 'VALIDATION_ERROR', '同意は必須です')]
          : []),
        ...surveyErrors(withdrawSurvey(), surveyAnswers),
      ]
      if (errors.length > 0) return invalid(errors)
      session.withdrawAnswers = { consent, surveyAnswers }
      issuePin('withdraw', account.email)
      return redirectTo('/withdraw/pin-code')
    }),
  ),

  http.get(
    route('/zapi/internal/withdraw/pin-code/screen-data'),
    member(({ account, session }) => {
      if (!session.withdrawAnswers) return redirectTo('/withdraw')
      return ok({
        email: account.email,
        pinCode: sentPinCodeSetting('withdraw', latestPin('withdraw', account.email)),
      })
    }),
  ),

  http.post(
    route('/zapi/account/withdraw'),
    member(async ({ request, account, session, now }) => {
      if (!session.withdrawAnswers)
        return flowError(
          '/withdraw',
          'お手続きの有効期限が切れました。はじめからやり直してください。',
        )
      const pinCode = text(await readBody(request), 'pinCode').trim()
      const errors = pinCodeErrors(pinCode, pinDisplayName('withdraw'))
      if (errors.length > 0) return invalid(errors)
      if (heldSubscriptions(account).length > 0) return activeContractsBlock()
      if (!consumePin('withdraw', account.email, pinCode)) return pinRejected()
      const cookies = signOut(request)
      closeAccount(account)
      // A fresh guest session remembers the closure for the completion page.
      const guest = guestSession(new Request(request.url))
      guest.session.completed.withdrawnAt = isoJst(now)
      return redirectTo('/withdraw/complete', {
        cookies: [
          ...cookies.filter((line) => !line.startsWith(`${COOKIE.session}=`)),
          ...guest.cookies,
        ],
      })
    }),
  ),

  http.get(
    route('/zapi/internal/withdraw/complete/screen-data'),
    visitor(({ session }) => {
      const withdrawnAt = session?.completed.withdrawnAt
      return withdrawnAt ? ok({ withdrawnAt }) : redirectTo('/')
    }),
  ),
]
