const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E]/g
const FULL_WIDTH_SPACE = /\u3000/g

/** Full-width ASCII (Ａ-Ｚ, ０-９, ＠…) and the ideographic space to their half-width forms. */
export function toHalfWidth(value: string): string {
  return value
    .replace(FULL_WIDTH_ASCII, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(FULL_WIDTH_SPACE, ' ')
}

/**
 * A code typed or pasted by a Japanese user (PIN, OTP, postal code, phone): full-width digits
 * become half-width and spaces and hyphens disappear.
 */
export function normalizeCode(value: string): string {
  return toHalfWidth(value).replace(/[\s\-‐－ー]/g, '')
}

/**
 * The digits of what was typed or pasted in a number-type field (spec 02 §5: non-digits are
 * stripped), full-width digits made half-width.
 */
export function digitsOf(value: string): string {
  return toHalfWidth(value).replace(/\D/g, '')
}

/** A code of letters, digits and hyphens (backup codes): half-width, without spaces. */
export function normalizeAlphanumericCode(value: string): string {
  return toHalfWidth(value).replace(/\s/g, '')
}
