import { describe, expect, it } from 'vitest'
import { SearchParamError } from '@tanstack/react-router'
import { ApiError } from '~/lib/api/api-error'
import { ParamsError } from '~/lib/routing/search-params'
import {
  getPageErrorCode,
  getPageErrorHttpStatus,
  getPageErrorKind,
  getProfileSwitch,
} from './page-error'

describe('getPageErrorKind', () => {
  it('maps known statuses', () => {
    for (const status of [401, 403, 404, 500, 502, 503, 504]) {
      expect(getPageErrorKind(new ApiError(status, undefined))).toBe(status)
      expect(getPageErrorKind({ status, code: 'X', message: 'Failed to load data' })).toBe(status)
    }
  })
  it('recognises region restrictions', () => {
    expect(getPageErrorKind(new ApiError(403, { code: 'REGION_NOT_AVAILABLE' }))).toBe('region')
    expect(getPageErrorKind({ status: 403, code: 'REGION_NOT_AVAILABLE' })).toBe('region')
  })
  it('falls back to unknown', () => {
    expect(getPageErrorKind(new Error('boom'))).toBe('unknown')
    expect(getPageErrorKind({ status: 418 })).toBe('unknown')
    expect(getPageErrorKind(null)).toBe('unknown')
    expect(getPageErrorKind('text')).toBe('unknown')
  })
})

describe('getPageErrorHttpStatus', () => {
  it('uses the carried status, else 403 for region and 500', () => {
    expect(getPageErrorHttpStatus(new ApiError(503, undefined))).toBe(503)
    expect(getPageErrorHttpStatus({ status: 418 })).toBe(418)
    expect(getPageErrorHttpStatus({ code: 'REGION_NOT_AVAILABLE' })).toBe(403)
    expect(getPageErrorHttpStatus(new Error('x'))).toBe(500)
    expect(getPageErrorHttpStatus({ status: 200 })).toBe(500)
  })
  it('answers a refused search parameter, as the router wraps it, with 400', () => {
    const refused = new ParamsError([{ code: 'invalid_value', path: ['socialActionType'] }])
    const wrapped = new SearchParamError(refused.message, { cause: refused })
    expect(getPageErrorHttpStatus(wrapped)).toBe(400)
    expect(getPageErrorCode(getPageErrorKind(wrapped), wrapped)).toBe('400')
  })
})

describe('getPageErrorCode', () => {
  it('shows the status or a symbolic code', () => {
    expect(getPageErrorCode(404)).toBe('404')
    expect(getPageErrorCode('region')).toBe('REGION')
    expect(getPageErrorCode('unknown', { status: 418 })).toBe('418')
    expect(getPageErrorCode('unknown')).toBe('UNKNOWN')
  })
})

describe('getProfileSwitch', () => {
  const profileSwitch = {
    currentProfileName: 'キッズ',
    switchUrl: '/profiles/switch?returnTo=%2Fmypage',
  }
  const prohibited = (body: object) =>
    new ApiError(403, { code: 'PROFILE_VIEW_PROHIBITED', requestId: 'r', ...body })

  it('gives the profile and the switch address of PROFILE_VIEW_PROHIBITED', () => {
    expect(getProfileSwitch(prohibited({ profileSwitch }))).toEqual(profileSwitch)
  })
  it('is undefined for another 403, or without a name or a path of this site', () => {
    expect(
      getProfileSwitch(new ApiError(403, { code: 'FORBIDDEN', profileSwitch })),
    ).toBeUndefined()
    expect(getProfileSwitch(prohibited({}))).toBeUndefined()
    expect(
      getProfileSwitch(prohibited({ profileSwitch: { ...profileSwitch, currentProfileName: '' } })),
    ).toBeUndefined()
    expect(
      getProfileSwitch(
        prohibited({
          profileSwitch: { ...profileSwitch, switchUrl: 'https://evil.example/switch' },
        }),
      ),
    ).toBeUndefined()
  })
})
