import sanitizeHtml from 'sanitize-html'

// Page landmarks inside a fragment would clash with the page's own; their content is kept.
const LANDMARKS = new Set(['main', 'nav', 'header', 'footer', 'aside'])

const OPTIONS = {
  allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => !LANDMARKS.has(tag)),
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], '*': ['lang', 'dir'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links of server HTML leave the flow in a new tab, without handing it the page.
    a: (tagName: string, attribs: Record<string, string>) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
}

/**
 * HTML from the server (policy texts) made safe to render, on the server and in the browser
 * alike: text markup, lists, tables and links only — no scripts, styles, event handlers, frames,
 * forms, images or javascript: URLs.
 */
export function sanitizeServerHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
