import type { CardBrandCode } from '~generated/api/model'

export interface MockCardToken {
  brand: CardBrandCode
  suffix: string
  expireDate: string
  mode: 'ok' | '3ds' | 'decline'
}

const BRANDS: CardBrandCode[] = ['V', 'M', 'A', 'J', 'D']
const MODES: MockCardToken['mode'][] = ['ok', '3ds', 'decline']

/** A token of the mock token script (`mock.<brand>.<last4>.<YYYYMM>.<mode>`), else undefined. */
export function readMockToken(token: string): MockCardToken | undefined {
  const match = /^mock\.([A-Z])\.(\d{4})\.(\d{6})\.([a-z0-9]+)$/.exec(token)
  if (!match) return undefined
  const [, brandText, suffix = '', expireDate = '', modeText] = match
  const brand = BRANDS.find((candidate) => candidate === brandText)
  const mode = MODES.find((candidate) => candidate === modeText)
  return brand && mode ? { brand, suffix, expireDate, mode } : undefined
}
