import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MypageSubscriptionSubscriptionIdWithdrawScreenData } from '~generated/api/model'
import { everyTypeSurvey } from '~tests/fixtures/survey'
import { renderWithProviders } from '~tests/setup/render'
import { CancelForm } from './CancelForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const contract = (subscriptionId: string) =>
  ({
    subscription: { subscriptionId, planName: 'スタンダードプラン', nextSettlementDay: null },
    survey: everyTypeSurvey,
    isRenewing: false,
  }) as unknown as MypageSubscriptionSubscriptionIdWithdrawScreenData

const postal = () => screen.getByRole('textbox', { name: /お住まいの郵便番号/ })

beforeEach(() => {
  sessionStorage.clear()
})

describe('CancelForm', () => {
  it("keeps the survey answers not sent yet in the tab, for this contract's cancellation", async () => {
    const user = userEvent.setup()
    const first = await renderWithProviders(<CancelForm data={contract('sub_1')} />)
    await user.type(postal(), '1500002')
    await user.click(screen.getByRole('radio', { name: 'ほぼ毎日' }))
    first.unmount()

    const again = await renderWithProviders(<CancelForm data={contract('sub_1')} />)
    await waitFor(() => expect(postal()).toHaveValue('1500002'))
    expect(screen.getByRole('radio', { name: 'ほぼ毎日' })).toBeChecked()
    again.unmount()

    // Another contract's cancellation starts empty.
    await renderWithProviders(<CancelForm data={contract('sub_2')} />)
    expect(postal()).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'ほぼ毎日' })).not.toBeChecked()
  })
})
