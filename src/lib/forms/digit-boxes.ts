import { normalizeCode, toHalfWidth } from './normalize'

/** A row of single-digit boxes: one string per box, '' for an empty one. */
export type Digits = string[]

/** What an edit leaves: the boxes' digits and the box to focus next. */
export interface DigitsEdit {
  digits: Digits
  focus: number
}

const DIGIT = /^[0-9]$/

export const emptyDigits = (length: number): Digits => Array.from({ length }, () => '')

/**
 * A box received `typed` (its whole new value): the last character, once half-width, if it is a
 * digit — then the next box takes the focus. Anything else leaves the box as it was; clearing it
 * empties it.
 */
export function typeIntoBox(digits: Digits, index: number, typed: string): DigitsEdit {
  if (typed === '') return { digits: replaceAt(digits, index, ''), focus: index }
  const last = toHalfWidth(typed).slice(-1)
  if (!DIGIT.test(last)) return { digits, focus: index }
  return { digits: replaceAt(digits, index, last), focus: Math.min(index + 1, digits.length - 1) }
}

/** Backspace in a box: clears it (or, when already empty, the one before) and moves back. */
export function backspaceInBox(digits: Digits, index: number): DigitsEdit {
  const cleared = digits[index] !== '' ? index : Math.max(index - 1, 0)
  return { digits: replaceAt(digits, cleared, ''), focus: Math.max(index - 1, 0) }
}

/**
 * A paste fills every box when it is exactly as many digits as there are boxes (full-width digits,
 * spaces and hyphens allowed); any other paste changes nothing (null).
 */
export function pasteIntoBoxes(length: number, pasted: string): DigitsEdit | null {
  const code = normalizeCode(pasted)
  if (code.length !== length || ![...code].every((char) => DIGIT.test(char))) return null
  return { digits: [...code], focus: length - 1 }
}

/**
 * What the boxes show when their code arrives (typed into the server's HTML before it): the
 * digits of all boxes in order, one per box from the first, the rest empty.
 */
export function typedIntoBoxes(length: number, shown: readonly string[]): Digits {
  const typed = [...toHalfWidth(shown.join(''))].filter((char) => DIGIT.test(char))
  return Array.from({ length }, (_, index) => typed[index] ?? '')
}

function replaceAt(digits: Digits, index: number, digit: string): Digits {
  return digits.map((current, at) => (at === index ? digit : current))
}
