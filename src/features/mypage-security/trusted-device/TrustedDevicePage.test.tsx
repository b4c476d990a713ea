import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'
import { showToast } from '~/components/overlays/toast'
import { closeFlowError, flowErrorStore } from '~/lib/api/flow-error-store'
import { loadPage } from '~/lib/browser/load-page'
import { TrustedDevicePage } from './TrustedDevicePage'
import { TRUSTED_DEVICE_TOAST_KEY } from './trusted-devices'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))
vi.mock('~/components/overlays/toast', () => ({ showToast: vi.fn() }))

const SCREEN = 'GET /zapi/internal/mypage/multi-factor/trusted-device/screen-data'
const device = (deviceToken: string, deviceInfo: string, currentDevice = false) => ({
  deviceToken,
  createdAt: '2026-11-20T21:40:12+09:00',
  currentDevice,
  option: { deviceInfo, browserInfo: 'Chrome 142' },
})
const twoDevices = () =>
  json(200, { trustedDevices: [device('tdv_a', 'iPhone', true), device('tdv_b', 'Windows 11')] })

beforeEach(() => {
  vi.mocked(showToast).mockClear()
  vi.mocked(loadPage).mockClear()
  sessionStorage.clear()
  closeFlowError()
})

describe('TrustedDevicePage (spec 02 §2, §4, §8, §9)', () => {
  it('deletes one device in place with a 5000 ms toast; one left means no delete-all', async () => {
    fakeBackend({
      [SCREEN]: twoDevices,
      'DELETE /zapi/account/trusted-device': () => new Response(null, { status: 204 }),
    })
    await renderWithProviders(<TrustedDevicePage />)
    expect(await screen.findByText('このデバイス')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'すべて削除' })).toBeInTheDocument()
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Windows 11 / Chrome 142を削除' }))
    await waitFor(() => expect(screen.queryByText('Windows 11 / Chrome 142')).toBeNull())
    expect(showToast).toHaveBeenCalledWith({ message: 'デバイスを削除しました。', autoClose: 5000 })
    expect(screen.queryByRole('button', { name: 'すべて削除' })).toBeNull()
  })

  it('offers no delete-all while one device is being deleted (one call at a time)', async () => {
    let answer: (response: Response) => void = () => {}
    fakeBackend({
      [SCREEN]: twoDevices,
      'DELETE /zapi/account/trusted-device': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    })
    await renderWithProviders(<TrustedDevicePage />)
    const deleteAll = await screen.findByRole('button', { name: 'すべて削除' })
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Windows 11 / Chrome 142を削除' }))
    await waitFor(() => expect(deleteAll).toBeDisabled())
    answer(new Response(null, { status: 204 }))
    await waitFor(() => expect(screen.queryByText('Windows 11 / Chrome 142')).toBeNull())
  })

  it('keeps the device and shows a red toast for 5000 ms when the delete fails', async () => {
    fakeBackend({
      [SCREEN]: twoDevices,
      'DELETE /zapi/account/trusted-device': () =>
        json(500, { code: 'TRUSTED_DEVICE_DELETE_FAILED', message: '失敗', requestId: 'r' }),
    })
    await renderWithProviders(<TrustedDevicePage />)
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'iPhone / Chrome 142を削除' }))
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        message: 'デバイスを削除できませんでした。時間をおいて再度お試しください。',
        color: 'red',
        autoClose: 5000,
      }),
    )
    expect(screen.getByText('iPhone / Chrome 142')).toBeInTheDocument()
  })

  it('reloads the page with a toast left in session storage when the device was already gone', async () => {
    fakeBackend({
      [SCREEN]: twoDevices,
      'DELETE /zapi/account/trusted-device': () =>
        json(404, { code: 'NOT_FOUND', message: '見つかりません', requestId: 'r' }),
    })
    await renderWithProviders(<TrustedDevicePage />)
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'iPhone / Chrome 142を削除' }))
    await waitFor(() =>
      expect(loadPage).toHaveBeenCalledWith('/mypage/multi-factor/trusted-device'),
    )
    expect(sessionStorage.getItem(TRUSTED_DEVICE_TOAST_KEY)).toBe(
      'このデバイスは既に削除されています。最新の一覧を表示しました。',
    )
  })

  it('follows an answer carrying flowError or redirectTo instead of taking it for a 404', async () => {
    const flowError = { redirectTo: '/mypage/multi-factor', message: 'やり直してください。' }
    const answers = [json(200, { flowError }), json(200, { redirectTo: '/mypage/reauthorize' })]
    fakeBackend({
      [SCREEN]: twoDevices,
      'DELETE /zapi/account/trusted-device': () => answers.shift()!,
    })
    const { router } = await renderWithProviders(<TrustedDevicePage />, { path: '/mypage/x' })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'iPhone / Chrome 142を削除' }))
    await waitFor(() => expect(flowErrorStore.get()).toEqual(flowError))
    expect(screen.getByText('iPhone / Chrome 142')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'iPhone / Chrome 142を削除' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/reauthorize'))
    expect(loadPage).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(TRUSTED_DEVICE_TOAST_KEY)).toBeNull()
    expect(showToast).not.toHaveBeenCalled()
  })

  it('shows the toast it finds in session storage once, for 5000 ms', async () => {
    sessionStorage.setItem(TRUSTED_DEVICE_TOAST_KEY, '前のページからのお知らせ')
    fakeBackend({ [SCREEN]: () => json(200, { trustedDevices: [] }) })
    await renderWithProviders(<TrustedDevicePage />)
    expect(await screen.findByText('信頼済みデバイスはありません。')).toBeInTheDocument()
    expect(showToast).toHaveBeenCalledWith({ message: '前のページからのお知らせ', autoClose: 5000 })
    expect(sessionStorage.getItem(TRUSTED_DEVICE_TOAST_KEY)).toBeNull()
  })
})
