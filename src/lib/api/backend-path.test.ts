import { describe, expect, it } from 'vitest'
import { keepsItsPath } from './backend-path'

describe('keepsItsPath', () => {
  it.each([
    '/zapi/internal/mypage/invoice/earn_20261101_0001/screen-data',
    '/zapi/internal/mypage/connections/client/client.cinemaquiz/screen-data',
    '/zapi/postal-code/1500002',
    '/zapi/internal/auth/screen-data?returnTo=%2F..%2Fmypage#x',
    `/zapi/internal/plans/${encodeURIComponent('プラン?#')}/screen-data`,
  ])('keeps %s', (url) => {
    expect(keepsItsPath(url)).toBe(true)
  })

  it.each([
    ['a dot-dot segment', '/zapi/internal/mypage/invoice/../../mypage/screen-data'],
    ['a dot segment', '/zapi/internal/mypage/invoice/./screen-data'],
    ['an encoded dot-dot', '/zapi/internal/mypage/invoice/%2e%2e/screen-data'],
    ['a half-encoded dot-dot', '/zapi/internal/mypage/invoice/.%2E/screen-data'],
    ['a double-encoded dot-dot', '/zapi/internal/mypage/invoice/%252e%252e/screen-data'],
    ['an encoded slash', `/zapi/internal/mypage/invoice/${encodeURIComponent('../../oidc/selectAccount/form/switch?x=')}/screen-data`],
    ['a double-encoded slash', '/zapi/internal/plans/a%252Fb/screen-data'],
    ['an encoded backslash', '/zapi/internal/plans/a%5Cb/screen-data'],
    ['a backslash', '/zapi/internal/plans/a\\b/screen-data'],
    ['a malformed escape', '/zapi/internal/plans/%E0%A4%A/screen-data'],
    ['another host', '//evil.example/zapi/internal/plans/screen-data'],
    ['an absolute URL', 'https://evil.example/zapi/internal/plans/screen-data'],
  ])('refuses %s', (_, url) => {
    expect(keepsItsPath(url)).toBe(false)
  })
})
