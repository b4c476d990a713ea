import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { LoginHistoryItem } from '~generated/api/model'
import { HISTORY_TABLE_MIN_WIDTH_PX, historyEntryView, securityAdvice } from './history-entry'

const item = (overrides: Partial<LoginHistoryItem> = {}): LoginHistoryItem => ({
  createdAt: '2026-11-22T10:15:00+09:00',
  ip: '203.0.113.24',
  result: 'success',
  userIdentifierName: 'hanako.yamada@example.jp',
  loginMethod: 'EmailPassword',
  multiFactorType: 'OTP',
  requestMultiFactor: true,
  deviceInfo: 'iPhone',
  country: '日本',
  browserInfo: 'Safari 19',
  ...overrides,
})

describe('historyEntryView', () => {
  it('names the result, login type and second factor, and marks the current IP', () => {
    const view = historyEntryView(item(), '203.0.113.24')
    expect(view.isSuccess).toBe(true)
    expect(view.result.message).toBe('成功')
    expect(view.loginMethod.message).toBe('メールアドレスとパスワード')
    expect(view.secondFactor?.message).toBe('認証アプリ')
    expect(view.fromCurrentIp).toBe(true)
    expect(view.device).toBe('iPhone')
  })

  it('says failure, no second factor, and unknown for what the server did not know', () => {
    const view = historyEntryView(
      item({
        result: 'failure',
        multiFactorType: null,
        requestMultiFactor: false,
        deviceInfo: null,
        country: ' ',
        loginMethod: 'ExternalAuth',
      }),
      '198.51.100.7',
    )
    expect(view.isSuccess).toBe(false)
    expect(view.result.message).toBe('失敗')
    expect(view.loginMethod.message).toBe('外部アカウント')
    expect(view.secondFactor).toBeNull()
    expect(typeof view.device === 'string' ? view.device : view.device.message).toBe('不明')
    expect(typeof view.country === 'string' ? view.country : view.country.message).toBe('不明')
    expect(view.fromCurrentIp).toBe(false)
  })
})

describe('securityAdvice', () => {
  it('suggests only what the account can do', () => {
    expect(securityAdvice({ canChangePassword: true, canSetUpMultiFactor: true })).toEqual({
      changePassword: true,
      setUpMultiFactor: true,
      reviewSessions: false,
    })
    expect(
      securityAdvice({
        canChangePassword: false,
        canSetUpMultiFactor: true,
        canReviewSessions: true,
      }),
    ).toEqual({ changePassword: false, setUpMultiFactor: true, reviewSessions: true })
    expect(securityAdvice({ canChangePassword: false, canSetUpMultiFactor: false })).toBeNull()
  })

  it('suggests signing other devices out even when nothing else can be done', () => {
    expect(
      securityAdvice({
        canChangePassword: false,
        canSetUpMultiFactor: false,
        canReviewSessions: true,
      }),
    ).toEqual({ changePassword: false, setUpMultiFactor: false, reviewSessions: true })
  })
})

describe('the table/list switch', () => {
  it('happens at HISTORY_TABLE_MIN_WIDTH_PX (1000 px): the stylesheet shows the table from there', () => {
    const css = readFileSync(new URL('./login-history.module.css', import.meta.url), 'utf8')
    const switchRule = new RegExp(
      `@media \\(min-width: ${HISTORY_TABLE_MIN_WIDTH_PX}px\\) \\{\\s*\\.table \\{\\s*display: block;\\s*\\}\\s*\\.list \\{\\s*display: none;`,
    )
    expect(HISTORY_TABLE_MIN_WIDTH_PX).toBe(1000)
    expect(css).toMatch(/^\.table \{\s*display: none;/m)
    expect(css).toMatch(switchRule)
  })
})
