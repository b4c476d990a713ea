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

/** Tags that break the line (`<br>`, the ends of blocks): a space, so words stay apart. */
const BREAKING_TAG =
  /<\/?(br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi

/**
 * A plan description as one line of text (spec 02 §9: "Plan descriptions have HTML tags and line
 * breaks removed"): inline tags dropped, a `<br>` or block boundary and a line break become one space, character references
 * decoded, whitespace runs and line breaks collapsed to one space. The result is text for React to
 * escape, never HTML.
 */
export function toPlainText(html: string | null | undefined): string {
  if (!html) return ''
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BREAKING_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim()
}
