import { beforeEach, describe, expect, it } from 'vitest'
import { FIXTURE_EMAILS, FIXTURE_PASSWORDS } from '../fixtures/accounts'
import { lastMessage, MockBrowser, resetMock, setClock, signedInBrowser } from '../testing/client'

const CONSENTS = [
  { policyId: 'pol_terms', revision: 3, key: 'terms' },
  { policyId: 'pol_privacy', revision: 2, key: 'privacy' },
]

/** Consents, survey and PIN: the member's account is closed. */
async function withdraw(member: MockBrowser, email: string) {
  expect(
    (
      await member.post('/zapi/account/withdraw/confirm', {
        consent: ['data_deletion'],
        surveyAnswers: [
          { questionId: 'wq1', answer: ['料金が高い'] },
          { questionId: 'wq2', answer: '' },
        ],
      })
    ).body,
  ).toEqual({ redirectTo: '/withdraw/pin-code' })
  const code = (await lastMessage(email, 'withdraw'))?.code
  expect((await member.post('/zapi/account/withdraw', { pinCode: code })).body).toEqual({
    redirectTo: '/withdraw/complete',
  })
}

describe('withdrawal and contracts whose cancellation is requested', () => {
  beforeEach(async () => {
    await resetMock()
    await setClock(null)
  })

  it('blocks until the mock clock passes the end of the term, then lets the member withdraw', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.cancelRequested)
    const blocked = (await member.get('/zapi/internal/withdraw/screen-data')).body
    expect(
      blocked.subscriptions.map((s: { subscriptionStatus: string }) => s.subscriptionStatus),
    ).toEqual(['CANCEL_REQUEST'])
    const end = Date.parse(blocked.subscriptions[0].expirationDate)
    await setClock(new Date(end - 60_000))
    expect(
      (await member.get('/zapi/internal/withdraw/screen-data')).body.subscriptions,
    ).toHaveLength(1)
    await setClock(new Date(end))
    const open = (await member.get('/zapi/internal/withdraw/screen-data')).body
    expect([open.subscriptions, open.consentOptions.length > 0]).toEqual([[], true])
    expect(
      (await member.get('/zapi/internal/mypage/plans/screen-data')).body.subscriptions,
    ).toEqual([])
    await withdraw(member, FIXTURE_EMAILS.cancelRequested)
  })

  it("ends the standard member's cancel-requested contract on its day, the others stay", async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.standard)
    const before = (await member.get('/zapi/internal/withdraw/screen-data')).body.subscriptions
    const cancelled = before.find(
      (s: { subscriptionId: string }) => s.subscriptionId === 'sub_20250901_0003',
    )
    await setClock(new Date(Date.parse(cancelled.expirationDate) + 1000))
    const after = (await member.get('/zapi/internal/withdraw/screen-data')).body.subscriptions
    expect(after).toHaveLength(before.length - 1)
    expect(
      (
        await member.post('/zapi/account/withdraw/confirm', {
          consent: ['data_deletion'],
          surveyAnswers: [],
        })
      ).body.code,
    ).toBe('ACTIVE_SUBSCRIPTION_EXISTS')
  })
})

describe('after the withdrawal', () => {
  beforeEach(() => resetMock())

  it('the e-mail address can sign up again, and the old password no longer signs in', async () => {
    const member = await signedInBrowser(FIXTURE_EMAILS.noContract)
    await withdraw(member, FIXTURE_EMAILS.noContract)
    const signIn = await new MockBrowser().post('/login', {
      loginMethodType: 'Email',
      value: FIXTURE_EMAILS.noContract,
      password: FIXTURE_PASSWORDS.noContract,
    })
    expect(signIn.status).toBe(401)
    const visitor = new MockBrowser()
    expect(
      (
        await visitor.post('/zapi/signup/email', {
          type: 'signUp',
          email: FIXTURE_EMAILS.noContract,
          policyConsentData: CONSENTS,
        })
      ).body,
    ).toEqual({ redirectTo: '/signup/pin-code' })
  })

  it('takes the every-type survey in its scenario, and none in another', async () => {
    await resetMock('withdraw-survey-every-type')
    const member = await signedInBrowser(FIXTURE_EMAILS.noContract)
    const { survey } = (await member.get('/zapi/internal/withdraw/screen-data')).body
    expect(survey.questions.map((q: { questionType: string }) => q.questionType)).toEqual([
      'text',
      'textarea',
      'radio',
      'checkbox',
      'select',
      'date',
      'time',
    ])
    const refused = await member.post('/zapi/account/withdraw/confirm', {
      consent: ['data_deletion'],
      surveyAnswers: [
        { questionId: 'sq_text', answer: '150-0002' },
        { questionId: 'sq_radio', answer: 'ほぼ毎日' },
        { questionId: 'sq_checkbox', answer: ['映画'] },
        { questionId: 'sq_select', answer: 'テレビ' },
        { questionId: 'sq_date', answer: '10000-01-01' },
      ],
    })
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'surveyAnswers.0.answer',
      'surveyAnswers.2.answer',
      'surveyAnswers.4.answer',
    ])
    await resetMock('withdraw-no-survey')
    const other = await signedInBrowser(FIXTURE_EMAILS.noContract)
    expect((await other.get('/zapi/internal/withdraw/screen-data')).body.survey).toBeNull()
  })
})
