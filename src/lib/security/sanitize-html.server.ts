import sanitizeHtml from 'sanitize-html'
import {
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  GLOBAL_ATTRIBUTES,
  LINK_ATTRIBUTES,
  LINK_REL,
  LINK_TARGET,
} from './html-policy'

const OPTIONS = {
  // Tags that are not allowed (the landmarks among them) are dropped and their text kept —
  // except script, style, textarea, option and xmp, whose content goes too (sanitize-html's
  // default `disallowedTagsMode: 'discard'`).
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: [...LINK_ATTRIBUTES], '*': [...GLOBAL_ATTRIBUTES] },
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>) => ({
      tagName,
      attribs: { ...attribs, target: LINK_TARGET, rel: LINK_REL },
    }),
  },
}

/**
 * The server half of the HTML sanitiser (sanitize-html.ts): html-policy.ts applied by
 * sanitize-html (htmlparser2 + postcss), which needs no DOM. Kept out of the client bundle — the
 * browser uses DOMPurify (sanitize-html.client.ts).
 */
export function sanitizeHtmlOnServer(html: string): string {
  const known = sanitized.get(html)
  if (known !== undefined) return known
  const safe = sanitizeHtml(html, OPTIONS)
  if (html.length <= MEMO_MAX_LENGTH) {
    if (sanitized.size >= MEMO_ENTRIES) sanitized.delete(sanitized.keys().next().value!)
    sanitized.set(html, safe)
  }
  return safe
}

/**
 * The last texts sanitised and their results. The same policy texts come with every sign-up
 * page, and sanitize-html took 4 % of such a page's server time; a result depends on its text
 * alone, so this holds no visitor's state (any instance gives the same answer).
 */
const sanitized = new Map<string, string>()
const MEMO_ENTRIES = 32
const MEMO_MAX_LENGTH = 100_000
