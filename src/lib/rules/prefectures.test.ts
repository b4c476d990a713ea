import { describe, expect, it } from 'vitest'
import { PREFECTURES, isPrefectureCode, prefectureName } from './prefectures'

describe('prefectures', () => {
  it('codes the 47 prefectures 1 (Hokkaido) to 47 (Okinawa)', () => {
    expect(PREFECTURES).toHaveLength(47)
    expect(PREFECTURES[0]).toEqual({ code: 1, ja: '北海道', en: 'Hokkaido' })
    expect(prefectureName(13, 'ja')).toBe('東京都')
    expect(prefectureName(47, 'en')).toBe('Okinawa')
  })
  it('knows no code outside 1–47', () => {
    expect(isPrefectureCode(0)).toBe(false)
    expect(isPrefectureCode(48)).toBe(false)
    expect(isPrefectureCode(1.5)).toBe(false)
    expect(prefectureName(48, 'ja')).toBeUndefined()
  })
})
