import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/mypage', '/mypage'],
    ['/mypage/edit?x=1#top', '/mypage/edit?x=1#top'],
    ['/login?returnTo=%2Fmypage', '/login?returnTo=%2Fmypage'],
    ['/plans/../mypage', '/mypage'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/mypage/../..//evil.example/x',
    'https://user@evil.example',
    '/@evil.example'.replace('/@', '//@'),
    ' /mypage',
    '/mypage ',
    '\t/mypage',
    '/\nevil',
    'mypage',
    '.',
    '',
    undefined,
    null,
    42,
  ])('rejects %j', (input) => {
    expect(safeRedirectPath(input, '/fallback')).toBe('/fallback')
  })

  it('allows an absolute URL only on a configured origin without userinfo', () => {
    const allowed = ['https://pay.example']
    expect(safeRedirectPath('https://pay.example/checkout?id=1', '/', allowed)).toBe(
      'https://pay.example/checkout?id=1',
    )
    expect(safeRedirectPath('https://user:pw@pay.example/', '/', allowed)).toBe('/')
    expect(safeRedirectPath('https://pay.example.evil/', '/', allowed)).toBe('/')
  })
})
