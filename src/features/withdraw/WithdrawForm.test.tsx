import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WithdrawConfirmRequest, WithdrawConsentOption } from '~generated/api/model'
import { everyTypeSurvey } from '~tests/fixtures/survey'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { WithdrawForm } from './WithdrawForm'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))

const CONSENTS: WithdrawConsentOption[] = [
  { key: 'data_deletion', label: 'データの削除に同意します', description: '復元できません。' },
  { key: 'purchase_loss', label: '購入作品が見られなくなることに同意します', description: null },
]

const HELD: WithdrawConfirmRequest = {
  consent: ['data_deletion'],
  surveyAnswers: [
    { questionId: 'sq_text', answer: '1500002' },
    { questionId: 'sq_radio', answer: '週に数回' },
    { questionId: 'sq_checkbox', answer: ['映画', 'ドラマ'] },
    { questionId: 'sq_select', answer: 'テレビ' },
  ],
}

/** The form with the screen data's answers, which a button replaces by a fresh copy. */
function Harness({ initial }: { initial: WithdrawConfirmRequest | null }) {
  const [held, setHeld] = useState(initial)
  return (
    <>
      <button type="button" onClick={() => setHeld(HELD)}>
        fresh
      </button>
      <WithdrawForm consentOptions={CONSENTS} survey={everyTypeSurvey} inputtedData={held} />
    </>
  )
}

const submit = () => screen.getByRole('button', { name: '認証コードを送信して次へ' })

beforeEach(() => {
  // The answers not sent yet are kept in the tab (useSessionDraft).
  sessionStorage.clear()
})

describe('WithdrawForm', () => {
  it('keeps the button disabled until the consents and the survey are valid', async () => {
    await renderWithProviders(<Harness initial={null} />)
    const user = userEvent.setup()
    expect(submit()).toBeDisabled()
    expect(screen.getByText('必須の項目をすべて入力すると、次へ進めます。')).toBeInTheDocument()
    const consent = screen.getByRole('checkbox', { name: /データの削除に同意します/ })
    await user.click(consent)
    await user.click(consent)
    expect(consent).toHaveAccessibleDescription('同意は必須です')
    await user.click(consent)
    await user.type(screen.getByRole('textbox', { name: /お住まいの郵便番号/ }), '1500002')
    await user.click(screen.getByRole('radio', { name: 'ほぼ毎日' }))
    await user.click(screen.getByRole('checkbox', { name: '映画' }))
    await user.click(screen.getByRole('checkbox', { name: 'アニメ' }))
    expect(submit()).toBeDisabled()
    await user.selectOptions(screen.getByRole('combobox', { name: /主に視聴する端末/ }), 'テレビ')
    expect(submit()).toBeEnabled()
  }, 20_000)

  it('refills the held answers, also when they arrive with fresh screen data', async () => {
    await renderWithProviders(<Harness initial={null} />)
    const postal = screen.getByRole('textbox', { name: /お住まいの郵便番号/ })
    expect(postal).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'fresh' }))
    expect(postal).toHaveValue('1500002')
    expect(screen.getByRole('checkbox', { name: /データの削除に同意します/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'ドラマ' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '週に数回' })).toBeChecked()
    expect(submit()).toBeEnabled()
  })

  it('keeps the answers not sent yet in the tab: a reload shows them again, valid', async () => {
    const user = userEvent.setup()
    const first = await renderWithProviders(<Harness initial={null} />)
    await user.click(screen.getByRole('checkbox', { name: /データの削除に同意します/ }))
    await user.type(screen.getByRole('textbox', { name: /お住まいの郵便番号/ }), '1500002')
    await user.click(screen.getByRole('radio', { name: 'ほぼ毎日' }))
    await user.click(screen.getByRole('checkbox', { name: '映画' }))
    await user.click(screen.getByRole('checkbox', { name: 'アニメ' }))
    await user.selectOptions(screen.getByRole('combobox', { name: /主に視聴する端末/ }), 'テレビ')
    expect(submit()).toBeEnabled()
    first.unmount()

    await renderWithProviders(<Harness initial={null} />)
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /お住まいの郵便番号/ })).toHaveValue('1500002'),
    )
    expect(screen.getByRole('checkbox', { name: /データの削除に同意します/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'ほぼ毎日' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'アニメ' })).toBeChecked()
    await waitFor(() => expect(submit()).toBeEnabled())
  }, 20_000)

  it('forgets the kept answers once they are sent', async () => {
    fakeBackend({
      'POST /zapi/account/withdraw/confirm': () => json(200, { redirectTo: '/withdraw/pin-code' }),
    })
    const user = userEvent.setup()
    const { router } = await renderWithProviders(<Harness initial={HELD} />, { path: '/withdraw' })
    await waitFor(() => expect(submit()).toBeEnabled())
    await user.click(screen.getByRole('checkbox', { name: 'アニメ' }))
    expect(sessionStorage.length).toBe(1)
    await user.click(submit())
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdraw/pin-code'))
    expect(sessionStorage.length).toBe(0)
  })
})
