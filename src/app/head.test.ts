import { describe, expect, it } from 'vitest'
import { getGetRootScreenDataResponseMock } from '~generated/api/root/root.msw'
import { gtmSnippet, toRootHeadData } from './head'

const settings = getGetRootScreenDataResponseMock().storeSettingData

describe('toRootHeadData', () => {
  it('omits Tag Manager when no id is set', () => {
    expect(toRootHeadData({ ...settings, gtmId: undefined }).gtmId).toBeNull()
  })
  it('accepts a well-formed container id only', () => {
    expect(toRootHeadData({ ...settings, gtmId: 'GTM-AB12CD' }).gtmId).toBe('GTM-AB12CD')
    expect(toRootHeadData({ ...settings, gtmId: "GTM-1');alert(1)//" }).gtmId).toBeNull()
  })
})

describe('gtmSnippet', () => {
  it('embeds the id as a JSON string', () => {
    expect(gtmSnippet('GTM-AB12CD')).toContain('"GTM-AB12CD"')
  })
})
