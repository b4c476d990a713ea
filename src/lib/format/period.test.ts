import { describe, expect, it } from 'vitest'
import { formatPeriodSuffix, formatRenewal, toPeriod } from './period'
import { i18nFor } from '~tests/setup/i18n'

const ja = await i18nFor('ja')
const en = await i18nFor('en')

describe('formatPeriodSuffix (price suffix)', () => {
  it('words days: /日 for one day, /{n}日 otherwise', () => {
    expect(formatPeriodSuffix(ja, 1, 'days')).toBe('/日')
    expect(formatPeriodSuffix(ja, 3, 'days')).toBe('/3日')
    expect(formatPeriodSuffix(ja, 30, 'days')).toBe('/30日')
    expect(formatPeriodSuffix(en, 1, 'days')).toBe('/day')
    expect(formatPeriodSuffix(en, 3, 'days')).toBe('/3 days')
  })

  it('words weeks: /週 for one week, /{n}週 otherwise', () => {
    expect(formatPeriodSuffix(ja, 1, 'weeks')).toBe('/週')
    expect(formatPeriodSuffix(ja, 2, 'weeks')).toBe('/2週')
    expect(formatPeriodSuffix(en, 1, 'weeks')).toBe('/week')
    expect(formatPeriodSuffix(en, 2, 'weeks')).toBe('/2 weeks')
  })

  it('words months: /月 for one, /年 for twelve, /{n}ヶ月 otherwise', () => {
    expect(formatPeriodSuffix(ja, 1, 'months')).toBe('/月')
    expect(formatPeriodSuffix(ja, 12, 'months')).toBe('/年')
    expect(formatPeriodSuffix(ja, 3, 'months')).toBe('/3ヶ月')
    expect(formatPeriodSuffix(ja, 6, 'months')).toBe('/6ヶ月')
    expect(formatPeriodSuffix(ja, 24, 'months')).toBe('/24ヶ月')
    expect(formatPeriodSuffix(en, 1, 'months')).toBe('/month')
    expect(formatPeriodSuffix(en, 12, 'months')).toBe('/year')
    expect(formatPeriodSuffix(en, 3, 'months')).toBe('/3 months')
    expect(formatPeriodSuffix(en, 24, 'months')).toBe('/24 months')
  })

  it('groups large spans by thousands', () => {
    expect(formatPeriodSuffix(ja, 1000, 'days')).toBe('/1,000日')
    expect(formatPeriodSuffix(en, 1000, 'days')).toBe('/1,000 days')
  })

  it('is empty without a period (a one-off purchase) or outside the contract', () => {
    for (const i18n of [ja, en]) {
      expect(formatPeriodSuffix(i18n, null, null)).toBe('')
      expect(formatPeriodSuffix(i18n, 1, null)).toBe('')
      expect(formatPeriodSuffix(i18n, null, 'months')).toBe('')
      expect(formatPeriodSuffix(i18n, undefined, undefined)).toBe('')
      expect(formatPeriodSuffix(i18n, 0, 'months')).toBe('')
      expect(formatPeriodSuffix(i18n, -1, 'days')).toBe('')
      expect(formatPeriodSuffix(i18n, 1.5, 'weeks')).toBe('')
      expect(formatPeriodSuffix(i18n, Number.NaN, 'weeks')).toBe('')
      // A unit the contract does not define (e.g. after a backend change).
      expect(formatPeriodSuffix(i18n, 1, 'years' as never)).toBe('')
    }
  })
})

describe('formatRenewal (renewal cycle)', () => {
  it('words days as {n}日ごと, n = 1 included', () => {
    expect(formatRenewal(ja, 1, 'days')).toBe('1日ごと')
    expect(formatRenewal(ja, 3, 'days')).toBe('3日ごと')
    expect(formatRenewal(en, 1, 'days')).toBe('every day')
    expect(formatRenewal(en, 3, 'days')).toBe('every 3 days')
  })

  it('words weeks as {n}週ごと, n = 1 included', () => {
    expect(formatRenewal(ja, 1, 'weeks')).toBe('1週ごと')
    expect(formatRenewal(ja, 2, 'weeks')).toBe('2週ごと')
    expect(formatRenewal(en, 1, 'weeks')).toBe('every week')
    expect(formatRenewal(en, 2, 'weeks')).toBe('every 2 weeks')
  })

  it('words months as {n}ヶ月ごと, and twelve months as 年間', () => {
    expect(formatRenewal(ja, 1, 'months')).toBe('1ヶ月ごと')
    expect(formatRenewal(ja, 3, 'months')).toBe('3ヶ月ごと')
    expect(formatRenewal(ja, 12, 'months')).toBe('年間')
    expect(formatRenewal(ja, 24, 'months')).toBe('24ヶ月ごと')
    expect(formatRenewal(en, 1, 'months')).toBe('every month')
    expect(formatRenewal(en, 3, 'months')).toBe('every 3 months')
    expect(formatRenewal(en, 12, 'months')).toBe('yearly')
  })

  it('is empty without a period', () => {
    for (const i18n of [ja, en]) {
      expect(formatRenewal(i18n, null, null)).toBe('')
      expect(formatRenewal(i18n, 12, null)).toBe('')
      expect(formatRenewal(i18n, null, 'months')).toBe('')
      expect(formatRenewal(i18n, 0, 'days')).toBe('')
    }
  })
})

describe('toPeriod', () => {
  it('keeps only a positive integer span with a contract unit', () => {
    expect(toPeriod(12, 'months')).toEqual({ span: 12, unit: 'months' })
    expect(toPeriod(null, 'months')).toBeNull()
    expect(toPeriod(1, undefined)).toBeNull()
    expect(toPeriod(2.5, 'days')).toBeNull()
    expect(toPeriod(Number.POSITIVE_INFINITY, 'days')).toBeNull()
  })
})

describe('period texts already formatted', () => {
  it('follow the translation the i18n instance holds, not the one formatted first', async () => {
    const { setupI18n } = await import('@lingui/core')
    const marked = setupI18n()
    marked.loadAndActivate({
      locale: 'ja',
      messages: Object.fromEntries(
        Object.entries(ja.messages).map(([id, message]) => [
          id,
          Array.isArray(message) ? ['≫', ...message] : message,
        ]),
      ),
    })

    expect(formatPeriodSuffix(ja, 3, 'months')).toBe('/3ヶ月')
    expect(formatPeriodSuffix(marked, 3, 'months')).toBe('≫/3ヶ月')
    expect(formatRenewal(marked, 12, 'months')).toBe('≫年間')
    expect(formatPeriodSuffix(ja, 3, 'months')).toBe('/3ヶ月')
    expect(formatRenewal(ja, 12, 'months')).toBe('年間')
  })
})
