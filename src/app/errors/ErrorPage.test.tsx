import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '~tests/setup/render'
import { ScreenDataError } from '~/lib/api/api-error'
import { ErrorPage } from './ErrorPage'
import type { PageErrorKind } from './page-error'

const JA: [PageErrorKind, string][] = [
  [401, 'ページの有効期限が切れました'],
  [403, 'アクセスが禁止されています'],
  [404, 'ページが見つかりません'],
  [500, 'ご利用いただけません'],
  [502, '正しい応答がありません'],
  [503, 'メンテナンス中です'],
  [504, '応答がありません'],
  ['region', 'お住まいの地域ではこのサービスをご利用いただけません'],
  ['unknown', '不明なエラー'],
]

const EN: [PageErrorKind, string][] = [
  [401, 'This page has expired'],
  [403, 'Access denied'],
  [404, 'Page not found'],
  [500, 'Service unavailable'],
  [502, 'The server sent an invalid response'],
  [503, 'Under maintenance'],
  [504, 'The server did not respond'],
  ['region', 'This service is not available in your region'],
]

describe('ErrorPage', () => {
  it.each(JA)('%s shows its Japanese title, the code and a top-page link', async (kind, title) => {
    await renderWithProviders(<ErrorPage kind={kind} />)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByTestId('error-code')).toHaveTextContent(/^エラーコード: /)
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/')
  })

  it.each(EN)('%s shows its English title', async (kind, title) => {
    await renderWithProviders(<ErrorPage kind={kind} />, { locale: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  })

  it('shows the generic message for unknown errors', async () => {
    await renderWithProviders(<ErrorPage kind="unknown" />, { locale: 'en' })
    expect(
      await screen.findByText('An error occurred. Please try again later.'),
    ).toBeInTheDocument()
    expect(screen.getByTestId('error-code')).toHaveTextContent(/^Error code: UNKNOWN$/)
  })

  it('defaults to 404', async () => {
    await renderWithProviders(<ErrorPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('error-code')).toHaveTextContent(/^エラーコード: 404$/)
  })

  it('offers the profile switch on a 403 PROFILE_VIEW_PROHIBITED', async () => {
    const error = new ScreenDataError(403, {
      code: 'PROFILE_VIEW_PROHIBITED',
      requestId: 'r',
      profileSwitch: {
        currentProfileName: 'キッズ',
        switchUrl: '/profiles/switch?returnTo=%2Fmypage',
      },
    })
    await renderWithProviders(<ErrorPage kind={403} error={error} />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'アクセスが禁止されています' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        '現在のプロフィール「キッズ」では、このページを表示できません。表示する権限のあるプロフィールに切り替えてください。',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'プロフィールを切り替える' })).toHaveAttribute(
      'href',
      '/profiles/switch?returnTo=%2Fmypage',
    )
    expect(screen.getByTestId('error-code')).toHaveTextContent(/^エラーコード: 403$/)
  })

  it.each([500, 502, 503, 504] as const)(
    '%s offers to try the same address again, and the way home',
    async (kind) => {
      await renderWithProviders(<ErrorPage kind={kind} />, { path: '/mypage/plans?page=2' })
      expect(await screen.findByRole('link', { name: 'もう一度試す' })).toHaveAttribute(
        'href',
        '/mypage/plans?page=2',
      )
      expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/')
    },
  )

  it('offers no retry where trying again cannot help (401, 403, 404)', async () => {
    await renderWithProviders(<ErrorPage kind={404} />, { locale: 'en' })
    await screen.findByRole('link', { name: 'Back to the top page' })
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull()
  })

  it('says "Try again" in English', async () => {
    await renderWithProviders(<ErrorPage kind={503} />, { locale: 'en' })
    expect(await screen.findByRole('link', { name: 'Try again' })).toBeInTheDocument()
  })
})
