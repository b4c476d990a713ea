export const LOGIN_ID_MIN_LENGTH = 6
export const LOGIN_ID_MAX_LENGTH = 15

/** Which rule of a login ID a typed value breaks (each flow words it in its own catalog). */
export type LoginIdIssue = 'characters' | 'tooShort' | 'tooLong'

/**
 * What is wrong with a typed login ID (spec 01 §5, 02 §5: 6 to 15 half-width letters and digits),
 * if anything; the characters first, so a too-short ID in kana is told to use half-width. The
 * messages stay with the flows (sign-up, My Page), out of the catalog every page loads.
 */
export function loginIdIssue(value: string): LoginIdIssue | undefined {
  if (!/^[A-Za-z0-9]*$/.test(value)) return 'characters'
  if (value.length < LOGIN_ID_MIN_LENGTH) return 'tooShort'
  if (value.length > LOGIN_ID_MAX_LENGTH) return 'tooLong'
  return undefined
}
