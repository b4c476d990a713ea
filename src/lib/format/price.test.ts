import { describe, expect, it } from 'vitest'
import { formatPrice, formatPriceWithPeriod, formatYen } from './price'
import { i18nFor } from '~tests/setup/i18n'

const ja = await i18nFor('ja')
const en = await i18nFor('en')

describe('formatPrice', () => {
  it('shows the tax-included yen amount, grouped by thousands', () => {
    expect(formatPrice(ja, 1980)).toBe('¥1,980(税込)')
    expect(formatPrice(ja, 990)).toBe('¥990(税込)')
    expect(formatPrice(en, 1980)).toBe('¥1,980 (tax incl.)')
  })

  it('keeps the spec’s half-width yen sign (not the full-width ￥ of Intl currency style)', () => {
    expect(formatPrice(ja, 1)).toBe('\u00A51(税込)')
    expect(formatPrice(en, 1)).toBe('\u00A51 (tax incl.)')
  })

  it('shows zero', () => {
    expect(formatPrice(ja, 0)).toBe('¥0(税込)')
    expect(formatPrice(en, 0)).toBe('¥0 (tax incl.)')
  })

  it('shows large amounts up to the contract maximum', () => {
    expect(formatPrice(ja, 1_000_000)).toBe('¥1,000,000(税込)')
    expect(formatPrice(ja, 2_147_483_647)).toBe('¥2,147,483,647(税込)')
    expect(formatPrice(en, 2_147_483_647)).toBe('¥2,147,483,647 (tax incl.)')
  })

  it('rounds a fraction to whole yen', () => {
    expect(formatPrice(ja, 1979.6)).toBe('¥1,980(税込)')
  })

  it('is empty for no amount or one outside the contract', () => {
    for (const i18n of [ja, en]) {
      expect(formatPrice(i18n, null)).toBe('')
      expect(formatPrice(i18n, undefined)).toBe('')
      expect(formatPrice(i18n, -1)).toBe('')
      expect(formatPrice(i18n, Number.NaN)).toBe('')
      expect(formatPrice(i18n, Number.POSITIVE_INFINITY)).toBe('')
      expect(formatPrice(i18n, '1980' as never)).toBe('')
    }
  })
})

describe('formatPriceWithPeriod', () => {
  it('appends the period suffix in Japanese', () => {
    expect(formatPriceWithPeriod(ja, 1980, 1, 'months')).toBe('¥1,980(税込)/月')
    expect(formatPriceWithPeriod(ja, 19800, 12, 'months')).toBe('¥19,800(税込)/年')
    expect(formatPriceWithPeriod(ja, 5400, 3, 'months')).toBe('¥5,400(税込)/3ヶ月')
    expect(formatPriceWithPeriod(ja, 300, 1, 'days')).toBe('¥300(税込)/日')
    expect(formatPriceWithPeriod(ja, 500, 7, 'days')).toBe('¥500(税込)/7日')
    expect(formatPriceWithPeriod(ja, 700, 1, 'weeks')).toBe('¥700(税込)/週')
    expect(formatPriceWithPeriod(ja, 1200, 2, 'weeks')).toBe('¥1,200(税込)/2週')
    expect(formatPriceWithPeriod(ja, 0, 1, 'months')).toBe('¥0(税込)/月')
  })

  it('puts the period before the tax note in English', () => {
    expect(formatPriceWithPeriod(en, 1980, 1, 'months')).toBe('¥1,980/month (tax incl.)')
    expect(formatPriceWithPeriod(en, 19800, 12, 'months')).toBe('¥19,800/year (tax incl.)')
    expect(formatPriceWithPeriod(en, 5400, 3, 'months')).toBe('¥5,400/3 months (tax incl.)')
    expect(formatPriceWithPeriod(en, 300, 1, 'days')).toBe('¥300/day (tax incl.)')
    expect(formatPriceWithPeriod(en, 1200, 2, 'weeks')).toBe('¥1,200/2 weeks (tax incl.)')
  })

  it('is the bare price without a period (a one-off purchase)', () => {
    expect(formatPriceWithPeriod(ja, 1980, null, null)).toBe('¥1,980(税込)')
    expect(formatPriceWithPeriod(ja, 1980, 1, null)).toBe('¥1,980(税込)')
    expect(formatPriceWithPeriod(en, 1980, null, 'months')).toBe('¥1,980 (tax incl.)')
  })

  it('is empty for no amount', () => {
    expect(formatPriceWithPeriod(ja, null, 1, 'months')).toBe('')
    expect(formatPriceWithPeriod(en, -5, 1, 'months')).toBe('')
  })
})

describe('formatYen', () => {
  it('shows an amount without the tax note', () => {
    expect(formatYen(ja, 1900)).toBe('¥1,900')
    expect(formatYen(en, 90)).toBe('¥90')
    expect(formatYen(ja, -1)).toBe('')
  })
})
