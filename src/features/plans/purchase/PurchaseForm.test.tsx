import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountPaymentMethod, Plan } from '~generated/api/model'
import { getGetRootScreenDataResponseMock } from '~generated/api/root/root.msw'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { PurchaseForm } from './PurchaseForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const BROWSER = { isApp: false, isAndroid: false, isMobile: false }

const KIDS: Plan = {
  planId: 'plan_kids_2weeks',
  planName: 'キッズプラン',
  planDescription: '',
  planType: 'subscription',
  price: 330,
  renewSpan: 2,
  renewSpanUnit: 'weeks',
  hasAvailableCampaign: false,
}

beforeEach(() => {
  // The answers not sent yet are kept in the tab (useSessionDraft).
  sessionStorage.clear()
  // The site's data every page has (PurchaseWayOnLinks asks whether this is the native app).
  fakeBackend({
    'GET /zapi/internal/root/screen-data': () =>
      json(200, { ...getGetRootScreenDataResponseMock(), antiBot: undefined, browser: BROWSER }),
  })
})

describe('PurchaseForm: no registered payment method (spec 01 §5)', () => {
  it("says 'Please register a payment method.' where the member registers one, and focuses it", async () => {
    await renderWithProviders(
      <PurchaseForm
        plans={[KIDS]}
        choosePlan={false}
        paymentMethods={[]}
        paymentMethodRegistrationPath="/mypage/payment-method?returnTo=%2Fplans%2Fplan_kids_2weeks"
        serverTime="2026-04-01T10:00:00+09:00"
        inputtedData={null}
        formPath="/plans/plan_kids_2weeks"
      />,
      { path: '/plans/plan_kids_2weeks' },
    )
    const methods = await screen.findByRole('group', { name: 'お支払い方法' })
    const submit = screen.getByRole('button', { name: '確認画面へ進む' })
    expect(submit).toBeEnabled()
    await userEvent.click(submit)
    await waitFor(() => expect(methods).toHaveFocus())
    expect(methods).toHaveAttribute('aria-invalid', 'true')
    expect(methods).toHaveAccessibleDescription('Please register a payment method.')
    expect(screen.getByRole('link', { name: 'お支払い方法を登録する' })).toBeVisible()
  })
})

const CARD = {
  accountPaymentMethodId: 'apm_1',
  paymentMethodType: 'SbpsCredit',
  isContractUsed: false,
  cardInfo: { cardNumberSuffix: '4242', expireDate: '203012', cardbrandCode: 'V' },
} as unknown as AccountPaymentMethod

const formOf = (paymentMethods: AccountPaymentMethod[]) => (
  <PurchaseForm
    plans={[{ ...KIDS, hasAvailableCampaign: true }]}
    choosePlan={false}
    paymentMethods={paymentMethods}
    paymentMethodRegistrationPath="/mypage/payment-method?returnTo=%2Fplans%2Fplan_kids_2weeks"
    serverTime="2026-04-01T10:00:00+09:00"
    inputtedData={null}
    formPath="/plans/plan_kids_2weeks"
  />
)

describe('PurchaseForm: the answers not sent yet', () => {
  it('are kept in the tab while the member registers a method, which is then chosen', async () => {
    const first = await renderWithProviders(formOf([]), { path: '/plans/plan_kids_2weeks' })
    await userEvent.type(
      await screen.findByRole('textbox', { name: /キャンペーンコード/ }),
      'WINTER2026',
    )
    first.unmount()

    // Back from registering a card: the only method is chosen, the code is still there.
    await renderWithProviders(formOf([CARD]), { path: '/plans/plan_kids_2weeks' })
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /キャンペーンコード/ })).toHaveValue('WINTER2026'),
    )
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked()
  })
})
