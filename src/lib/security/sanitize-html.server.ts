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
  return sanitizeHtml(html, OPTIONS)
}
