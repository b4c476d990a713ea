import { describe, expect, it } from 'vitest'
import { sanitizeHtmlInBrowser } from './sanitize-html.client'
import { sanitizeHtmlOnServer } from './sanitize-html.server'
import {
  canonicalHtml,
  policyViolations,
  SANITIZE_CASES,
} from '~tests/fixtures/sanitize-html-cases'

/**
 * Both implementations of the HTML sanitiser held to one table
 * (tests/fixtures/sanitize-html-cases.ts), in jsdom: DOMPurify needs a DOM, sanitize-html runs
 * anywhere, and the outputs are compared as DOM structures.
 */
const IMPLEMENTATIONS = [
  { name: 'server (sanitize-html)', sanitize: sanitizeHtmlOnServer },
  { name: 'browser (DOMPurify)', sanitize: sanitizeHtmlInBrowser },
]

describe.each(IMPLEMENTATIONS)('$name', ({ sanitize }) => {
  it.each(SANITIZE_CASES)('$name', ({ input, expected }) => {
    const output = sanitize(input)
    expect(policyViolations(output, document)).toEqual([])
    if (expected !== undefined) {
      expect(canonicalHtml(output, document)).toBe(canonicalHtml(expected, document))
    } else {
      // Not even as text: the attack's payload goes with the element that carried it.
      expect(output).not.toMatch(/alert/i)
    }
  })
})
