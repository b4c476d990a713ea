// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '~/lib/api/api-error'
import {
  isReauthenticationDetour,
  keepDraft,
  keepingDraftOnDetour,
  takeDraft,
} from './reauth-draft'

const refused = (redirectTo?: string) =>
  new ApiError(401, { code: 'UNAUTHORIZED', message: '', requestId: 'r', redirectTo } as never)

describe('values kept across the re-authentication detour', () => {
  beforeEach(() => sessionStorage.clear())

  it('knows the detour by its redirectTo', () => {
    expect(
      isReauthenticationDetour(refused('/mypage/reauthorize?returnTo=%2Fmypage%2Flogin-method')),
    ).toBe(true)
    expect(isReauthenticationDetour(refused('/login?returnTo=%2Fmypage'))).toBe(false)
    expect(isReauthenticationDetour(refused())).toBe(false)
  })

  it('gives the page its values back once, and no other page', () => {
    keepDraft('/mypage/email/edit', { email: 'hanako.new@example.jp' })
    expect(takeDraft('/mypage/login-id/edit')).toBeUndefined()
    keepDraft('/mypage/email/edit', { email: 'hanako.new@example.jp' })
    expect(takeDraft('/mypage/email/edit')).toEqual({ email: 'hanako.new@example.jp' })
    expect(takeDraft('/mypage/email/edit')).toBeUndefined()
  })

  it('keeps only what the page names, and only on the detour', async () => {
    const values = { loginId: 'hanako2027', password: 'secret' }
    const send = keepingDraftOnDetour(
      '/mypage/login-id/edit',
      async (_: typeof values) => {
        throw refused('/mypage/reauthorize?returnTo=%2Fmypage%2Flogin-id%2Fedit')
      },
      ({ loginId }) => ({ loginId }),
    )
    await expect(send(values)).rejects.toBeInstanceOf(ApiError)
    expect(sessionStorage.getItem('mypage.reauth-draft')).not.toContain('secret')
    expect(takeDraft('/mypage/login-id/edit')).toEqual({ loginId: 'hanako2027' })

    const other = keepingDraftOnDetour(
      '/mypage/login-id/edit',
      async (_: typeof values) => {
        throw refused()
      },
      ({ loginId }) => ({ loginId }),
    )
    await expect(other(values)).rejects.toBeInstanceOf(ApiError)
    expect(takeDraft('/mypage/login-id/edit')).toBeUndefined()
  })

  it('ignores a broken draft', () => {
    sessionStorage.setItem('mypage.reauth-draft', '{not json')
    expect(takeDraft('/mypage/email/edit')).toBeUndefined()
  })
})
