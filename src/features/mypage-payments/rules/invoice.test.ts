import { describe, expect, it } from 'vitest'
import { addresseeSchema } from './addressee-schema'
import { addresseeLine, invoiceSums, taxRatePercent } from './invoice'

describe('invoice', () => {
  it('adds net and tax up to the tax-included total and shows the rate as a percentage', () => {
    expect(
      invoiceSums({ netBillingAmount: 900, taxAmount: 90, billingAmount: 990, taxRate: 0.1 }),
    ).toEqual({ net: 900, tax: 90, total: 990, taxRate: '10%', consistent: true })
    expect(
      invoiceSums({ netBillingAmount: 900, taxAmount: 80, billingAmount: 990, taxRate: 0.08 })
        .consistent,
    ).toBe(false)
    expect(taxRatePercent(0.08)).toBe('8%')
    expect(taxRatePercent(0.125)).toBe('12.5%')
  })

  it('prints the addressee with the honorific, none for NONE', () => {
    expect(addresseeLine(' 山田 花子 ', '様')).toBe('山田 花子 様')
    expect(addresseeLine('株式会社シネマ', '御中')).toBe('株式会社シネマ 御中')
    expect(addresseeLine('hanako@example.jp', 'NONE')).toBe('hanako@example.jp')
  })

  it('requires an addressee of at most 100 characters', () => {
    const schema = addresseeSchema()
    expect(schema.safeParse({ addressee: '  ', honorific: 'NONE' }).success).toBe(false)
    expect(schema.safeParse({ addressee: 'あ'.repeat(101), honorific: '様' }).success).toBe(false)
    expect(schema.safeParse({ addressee: 'あ'.repeat(100), honorific: '様' }).success).toBe(true)
  })
})
