/**
 * What HTML from the server (policy texts) may contain — one policy, applied by sanitize-html on
 * the server (sanitize-html.server.ts) and by DOMPurify in the browser (sanitize-html.client.ts).
 * No dependencies, so both implementations (and their tests) share it without pulling the other
 * sanitizer into their bundle.
 */

/**
 * Page landmarks inside a fragment would clash with the page's own: not allowed, but their
 * content is kept (the element is unwrapped).
 */
export const UNWRAPPED_LANDMARKS = ['main', 'nav', 'header', 'footer', 'aside'] as const

/**
 * sanitize-html's default allowedTags (2.18) minus UNWRAPPED_LANDMARKS: text markup, lists,
 * tables and links. Spelled out rather than read from sanitize-html so the browser does not load
 * it; sanitize-html.test.ts checks that the list still matches the package's defaults.
 */
export const ALLOWED_TAGS: readonly string[] = [
  // Content sectioning
  'address',
  'article',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hgroup',
  'section',
  // Text content
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'hr',
  'li',
  'menu',
  'ol',
  'p',
  'pre',
  'ul',
  // Inline text semantics
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  // Table content
  'caption',
  'col',
  'colgroup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
]

/** Attributes allowed on <a> only. */
export const LINK_ATTRIBUTES: readonly string[] = ['href', 'name', 'target', 'rel']

/** Attributes allowed on every allowed element. */
export const GLOBAL_ATTRIBUTES: readonly string[] = ['lang', 'dir']

/** URL schemes an href may use. Protocol-relative URLs (`//host`) are not allowed either. */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel']

/** Links of server HTML leave the flow in a new tab, without handing it the page. */
export const LINK_TARGET = '_blank'
export const LINK_REL = 'noopener noreferrer'
