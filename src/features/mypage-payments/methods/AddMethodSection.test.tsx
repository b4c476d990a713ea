import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AddablePaymentMethod, CreditCardSetting } from '~generated/api/model'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { closeFlowError, flowErrorStore } from '~/lib/api/flow-error-store'
import { loadPage } from '~/lib/browser/load-page'
import { tokenizeCard } from '~/lib/payments/card-provider'
import type * as CardProvider from '~/lib/payments/card-provider'
import { AddMethodSection } from './AddMethodSection'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))
vi.mock('~/lib/payments/card-provider', async (importOriginal) => ({
  ...(await importOriginal<typeof CardProvider>()),
  preloadCardProvider: vi.fn(),
  tokenizeCard: vi.fn(async () => ({ ok: true, card: { token: 'tok', tokenKey: 'key' } })),
}))

const ADDABLE: AddablePaymentMethod[] = [
  {
    paymentMethodType: 'SbpsCredit',
    registrationKind: 'creditCard',
    displayName: 'クレジットカード',
  },
  { paymentMethodType: 'SbpsDocomo', registrationKind: 'link', displayName: 'ドコモ払い' },
  { paymentMethodType: 'PaypalRest', registrationKind: 'paypal', displayName: 'PayPal' },
]
const PAYPAL = 'GET /zapi/account/payment-method/paypal'
const LINK = 'POST /zapi/account/payment-method/link'
const CREDIT = 'POST /zapi/account/payment-method/credit'
const CARD_SETTING: CreditCardSetting = {
  tokenScriptUrl: '/__mock/card-provider/token.js',
  threeDSecureScriptUrl: null,
  merchantId: 'm1',
  serviceId: 's1',
  acceptedCardBrands: ['V'],
}
const flowError = { redirectTo: '/mypage/payment-method', message: 'やり直してください。' }

async function register(method: string, cardNumber = '4242424242424242', setting = CARD_SETTING) {
  await renderWithProviders(<AddMethodSection addable={ADDABLE} creditCardSetting={setting} />)
  const user = userEvent.setup()
  await user.click(screen.getByRole('radio', { name: method }))
  if (method === 'クレジットカード') {
    await user.type(screen.getByLabelText(/カード番号/), cardNumber)
    await user.selectOptions(screen.getByLabelText(/有効期限（月）/), '12')
    await user.selectOptions(
      screen.getByLabelText(/有効期限（年）/),
      String((new Date().getFullYear() + 1) % 100).padStart(2, '0'),
    )
    await user.type(screen.getByLabelText(/セキュリティコード/), '123')
  }
  await user.click(screen.getByRole('button', { name: /^(登録ページへ進む|登録する)$/ }))
}

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
  vi.mocked(tokenizeCard).mockClear()
  closeFlowError()
})

describe('AddMethodSection: the answers of a registration (spec 02 §7)', () => {
  it('opens the flow-error notice for a flowError answer, before any hand-off to PayPal', async () => {
    fakeBackend({ [PAYPAL]: () => json(200, { flowError }) })
    await register('PayPal')
    await waitFor(() => expect(flowErrorStore.get()).toEqual(flowError))
    expect(loadPage).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '登録ページへ進む' })).toBeEnabled(),
    )
  })

  it('opens the notice for a flowError answer to a card, not the payment-method page anew', async () => {
    fakeBackend({ [CREDIT]: () => json(200, { flowError }) })
    await register('クレジットカード')
    await waitFor(() => expect(flowErrorStore.get()).toEqual(flowError))
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('opens the notice for a flowError answer instead of posting to the carrier', async () => {
    fakeBackend({
      [LINK]: () => json(200, { flowError, linkUrl: '/__mock/provider/link', params: {} }),
    })
    await register('ドコモ払い')
    await waitFor(() => expect(flowErrorStore.get()).toEqual(flowError))
    expect(document.querySelector('form[action="/__mock/provider/link"]')).toBeNull()
  })

  it("still sends the browser to the provider's page of a provider redirect", async () => {
    const approval = 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T'
    fakeBackend({ [PAYPAL]: () => json(200, { redirectTo: approval }) })
    await register('PayPal')
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(approval))
    expect(flowErrorStore.get()).toBeNull()
  })

  it('takes a 2-series Mastercard as a Mastercard where the store accepts that brand', async () => {
    fakeBackend({ [CREDIT]: () => json(200, { flowError }) })
    await register('クレジットカード', '2221000000000009', {
      ...CARD_SETTING,
      acceptedCardBrands: ['V', 'M'],
    })
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Mastercard')
    await waitFor(() => expect(tokenizeCard).toHaveBeenCalled())
    expect(screen.queryByText('無効なクレジットカード番号です。')).toBeNull()
  })
})
