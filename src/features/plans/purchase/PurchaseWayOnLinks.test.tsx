import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getGetRootScreenDataResponseMock } from '~generated/api/root/root.msw'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { PurchaseWayOnLinks } from './PurchaseWayOnLinks'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const FORM = '/plans/plan_standard_monthly'

/** The links under the failure `code`, in a browser or in the native app. */
async function linksFor(code: string, isApp: boolean) {
  fakeBackend({
    'GET /zapi/internal/root/screen-data': () =>
      json(200, {
        ...getGetRootScreenDataResponseMock(),
        antiBot: undefined,
        browser: { isApp, isAndroid: false, isMobile: isApp },
      }),
  })
  await renderWithProviders(
    <>
      <PurchaseWayOnLinks code={code} formPath={FORM} />
      <p>end</p>
    </>,
  )
  await screen.findByText('end')
  return screen.queryAllByRole('link').map((link) => link.getAttribute('href'))
}

describe('PurchaseWayOnLinks (spec 01 §6, §8)', () => {
  it('offers the contracts in a browser', async () => {
    expect(await linksFor('DUPLICATE_BILLING', false)).toEqual(['/mypage/plans'])
  })

  it('offers the plan list in a browser', async () => {
    expect(await linksFor('PRODUCT_UNAVAILABLE', false)).toEqual(['/plans'])
  })

  it('offers no contracts on /mypage/plans in the native app, where plan lists are hidden', async () => {
    expect(await linksFor('DUPLICATE_BILLING', true)).toEqual([])
  })

  it('offers no /plans in the native app either', async () => {
    expect(await linksFor('PRODUCT_UNAVAILABLE', true)).toEqual([])
  })

  it('still offers the form to change the order in the native app', async () => {
    expect(await linksFor('CARD_REGISTRATION_ERROR', true)).toEqual([FORM])
  })
})
