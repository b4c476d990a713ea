import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { squareImageDataUrl } from '~/lib/browser/square-image'
import { ProfileImagePage } from './ProfileImagePage'
import { fakeBackend, json } from '~tests/setup/fake-backend'
import { renderWithProviders } from '~tests/setup/render'

vi.mock('~/lib/api/transport', () => ({ sendToBackend: vi.fn() }))
// jsdom has no canvas: the crop itself is tested in the browser (e2e).
vi.mock('~/lib/browser/square-image', () => ({ squareImageDataUrl: vi.fn() }))

const SCREEN = 'GET /zapi/internal/mypage/profile/edit/screen-data'
const SAVE = 'POST /zapi/account/profile-image'
const CURRENT = 'https://cdn.example.jp/profile-images/acc_1/200x200.png'
const CROPPED = 'data:image/png;base64,iVBORw0KGgo='

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!
const save = () => screen.getByRole('button', { name: '保存する' })
const file = (type: string, size = 100) => new File([new Uint8Array(size)], 'chosen', { type })

async function renderPage(current: string | null, answers: Parameters<typeof fakeBackend>[0] = {}) {
  const requests = fakeBackend({
    [SCREEN]: () => json(200, { profileImageUrl: current }),
    [SAVE]: () => json(200, { redirectTo: '/mypage/profile/edit/complete' }),
    ...answers,
  })
  const rendered = await renderWithProviders(<ProfileImagePage />, { path: '/mypage/profile/edit' })
  await screen.findByRole('heading', { name: 'プロフィール画像' })
  return { requests, ...rendered }
}

beforeEach(() => {
  vi.mocked(squareImageDataUrl).mockReset()
})

describe('ProfileImagePage (spec 02 §2, §5)', () => {
  it('shows the current image; nothing to save until something changes', async () => {
    await renderPage(CURRENT)
    expect(screen.getByRole('img', { name: 'プロフィール画像' })).toHaveAttribute('src', CURRENT)
    expect(save()).toBeDisabled()
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif')
  })

  it('saves the chosen image as its 200×200 square data URL', async () => {
    vi.mocked(squareImageDataUrl).mockResolvedValue(CROPPED)
    const user = userEvent.setup()
    const { requests, router } = await renderPage(null)
    const chosen = file('image/png')
    await user.upload(fileInput(), chosen)
    expect(await screen.findByRole('img', { name: 'プロフィール画像' })).toHaveAttribute(
      'src',
      CROPPED,
    )
    expect(squareImageDataUrl).toHaveBeenCalledWith(chosen, 200, 'image/png')
    await user.click(save())
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/mypage/profile/edit/complete'),
    )
    expect(requests.at(-1)!.body).toEqual({ profileImage: CROPPED })
  })

  it('keeps a JPEG a JPEG and saves a GIF as PNG', async () => {
    vi.mocked(squareImageDataUrl).mockResolvedValue(CROPPED)
    const user = userEvent.setup({ applyAccept: false })
    await renderPage(null)
    await user.upload(fileInput(), file('image/jpeg'))
    await user.upload(fileInput(), file('image/gif'))
    expect(vi.mocked(squareImageDataUrl).mock.calls.map(([, , type]) => type)).toEqual([
      'image/jpeg',
      'image/png',
    ])
  })

  it('removes the current image by saving null', async () => {
    const user = userEvent.setup()
    const { requests } = await renderPage(CURRENT)
    await user.click(screen.getByRole('button', { name: '画像を削除' }))
    expect(screen.queryByRole('img', { name: 'プロフィール画像' })).not.toBeInTheDocument()
    await user.click(save())
    await waitFor(() => expect(requests.at(-1)!.body).toEqual({ profileImage: null }))
  })

  it('says why a wrong type, a file over 10 MB or an unreadable one cannot be used', async () => {
    vi.mocked(squareImageDataUrl).mockRejectedValue(new Error('undecodable'))
    const user = userEvent.setup({ applyAccept: false })
    await renderPage(null)
    await user.upload(fileInput(), file('image/webp'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'JPEG、PNG、GIF形式の画像を選択してください。',
    )
    await user.upload(fileInput(), file('image/png', 10 * 1024 * 1024 + 1))
    expect(await screen.findByRole('alert')).toHaveTextContent('10MB以下の画像を選択してください。')
    await user.upload(fileInput(), file('image/png'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '画像を読み込めませんでした。別の画像を選択してください。',
    )
    expect(save()).toBeDisabled()
  })

  it("shows the backend's refusal of the image under it", async () => {
    vi.mocked(squareImageDataUrl).mockResolvedValue(CROPPED)
    const user = userEvent.setup()
    await renderPage(null, {
      [SAVE]: () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: '入力内容に誤りがあります。',
          errors: [
            {
              field: 'profileImage',
              code: 'VALIDATION_ERROR',
              message: 'JPEG、PNG、GIF形式の画像を選択してください。',
            },
          ],
        }),
    })
    await user.upload(fileInput(), file('image/png'))
    await user.click(save())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'JPEG、PNG、GIF形式の画像を選択してください。',
    )
  })

  it('focuses the image box, described by the error, when the image is refused', async () => {
    vi.mocked(squareImageDataUrl).mockResolvedValue(CROPPED)
    const user = userEvent.setup({ applyAccept: false })
    const refusal = 'JPEG、PNG、GIF形式の画像を選択してください。'
    await renderPage(null, {
      [SAVE]: () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: '入力内容に誤りがあります。',
          errors: [{ field: 'profileImage', code: 'VALIDATION_ERROR', message: refusal }],
        }),
    })
    const box = screen.getByRole('group', { name: '画像' })
    await user.upload(fileInput(), file('image/png'))
    await user.click(save())
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(refusal)
    // A file that cannot be used is said there too.
    save().focus()
    await user.upload(fileInput(), file('image/webp'))
    await waitFor(() => expect(box).toHaveFocus())
    expect(box).toHaveAccessibleDescription(refusal)
  })
})
