/** Minimal sRGB colour helpers (pure) used to build an accessible theme. */

export interface Rgb {
  r: number
  g: number
  b: number
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

export function parseHex(input: string): Rgb | null {
  const match = HEX.exec(input.trim())
  if (!match?.[1]) return null
  let hex = match[1]
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('')
  const value = Number.parseInt(hex, 16)
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff }
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0')
  return `#${part(r)}${part(g)}${part(b)}`
}

/** Linear interpolation between two colours; `amount` 0 → a, 1 → b. */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  }
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG 2.x contrast ratio (1–21). */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const ca = typeof a === 'string' ? parseHex(a) : a
  const cb = typeof b === 'string' ? parseHex(b) : b
  if (!ca || !cb) throw new Error('contrastRatio: invalid colour')
  const la = relativeLuminance(ca)
  const lb = relativeLuminance(cb)
  const [hi, lo] = la > lb ? [la, lb] : [lb, la]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * Moves `color` towards `target` (black or white) by the smallest step that reaches `minRatio`
 * against `background`. Returns the colour unchanged when it already passes.
 */
export function ensureContrast(color: Rgb, background: Rgb, minRatio: number, target: Rgb): Rgb {
  if (contrastRatio(color, background) >= minRatio) return color
  let lo = 0
  let hi = 1
  for (let i = 0; i < 24; i++) {
    const midpoint = (lo + hi) / 2
    if (contrastRatio(mix(color, target, midpoint), background) >= minRatio) hi = midpoint
    else lo = midpoint
  }
  // Round-trip through hex so the returned colour is exactly what the browser will get.
  let result = parseHex(toHex(mix(color, target, hi))) ?? target
  let step = hi
  while (contrastRatio(result, background) < minRatio && step < 1) {
    step = Math.min(1, step + 0.01)
    result = parseHex(toHex(mix(color, target, step))) ?? target
  }
  return result
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 }
export const BLACK: Rgb = { r: 0, g: 0, b: 0 }
