import type { Honorific, Invoice } from '~generated/api/model'

/** The addressee is at most 100 characters (spec 02 §5, §9). */
export const ADDRESSEE_MAX_LENGTH = 100

/** What the invoice is made out to: the addressee modal's answer. */
export interface Addressee {
  addressee: string
  honorific: Honorific
}

/** The addressee line: the name followed by the honorific ('山田 花子 様'); NONE prints none. */
export function addresseeLine(addressee: string, honorific: Honorific): string {
  const name = addressee.trim()
  return honorific === 'NONE' ? name : `${name} ${honorific}`
}

/** A tax rate fraction as a percentage: 0.1 → '10%', 0.08 → '8%'. */
export function taxRatePercent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`
}

export interface InvoiceSums {
  net: number
  tax: number
  total: number
  taxRate: string
  /** Net and tax add up to the total billed (else the backend's figures disagree). */
  consistent: boolean
}

/** The amounts of the invoice: net, tax (at its rate) and the tax-included total billed. */
export function invoiceSums(
  invoice: Pick<Invoice, 'netBillingAmount' | 'taxAmount' | 'billingAmount' | 'taxRate'>,
): InvoiceSums {
  return {
    net: invoice.netBillingAmount,
    tax: invoice.taxAmount,
    total: invoice.billingAmount,
    taxRate: taxRatePercent(invoice.taxRate),
    consistent: invoice.netBillingAmount + invoice.taxAmount === invoice.billingAmount,
  }
}
