const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity
  }
  return ENTITIES[name.toLowerCase()] ?? entity
}

/** Tags that break the line (`<br>`, the ends of blocks). */
const BREAKING_TAG =
  /<\/?(br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi

/** Japanese script, CJK punctuation and full-width forms: text that runs on without spaces. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/

/** What a removed line break leaves: nothing next to Japanese text, a space between words. */
function joinLines(before: string, after: string): string {
  if (before === '') return after
  const runsOn = JAPANESE.test(before.at(-1)!) || JAPANESE.test(after[0]!)
  return runsOn ? before + after : `${before} ${after}`
}

/**
 * A plan description as one line of text (spec 01 §3, 02 §9: "HTML tags and line breaks
 * removed"): inline tags dropped, character references decoded, whitespace runs collapsed, and
 * the lines (line breaks, `<br>`, block boundaries) joined — without a space next to Japanese
 * text, where a space would not be written, with one between words. The result is text for React
 * to escape, never HTML.
 */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '\n')
    .replace(BREAKING_TAG, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .split(/[\r\n]+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .reduce(joinLines, '')
}
