import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'
import {
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  GLOBAL_ATTRIBUTES,
  LINK_ATTRIBUTES,
  LINK_REL,
  LINK_TARGET,
} from './html-policy'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The href check, as sanitize-html (launder's naughtyHref) makes it on the value stripped of
 * whitespace and control characters (DOMPurify strips those before testing): a URL with a scheme
 * must use an allowed one; one without a scheme (a path, `?query`, `#fragment`) is fine unless it
 * starts with two slashes or backslashes (`//host`, protocol-relative).
 */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${ALLOWED_SCHEMES.map(escapeRegExp).join('|')}):|(?![a-z][a-z\\d+.-]*:)(?![/\\\\]{2}))`,
  'i',
)

const CONFIG: Config = {
  // Not-allowed elements are removed with their content kept (KEEP_CONTENT, the default) — how
  // the landmarks are unwrapped — except DOMPurify's FORBID_CONTENTS (script, style, svg, math,
  // iframe, template, noscript, …), whose content goes too, plus sanitize-html's text-dropping
  // tags. So the text inside svg, math, iframe or template, which sanitize-html keeps, goes here;
  // and a `name` that would clobber a document property (SANITIZE_DOM, the default) goes too.
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...LINK_ATTRIBUTES, ...GLOBAL_ATTRIBUTES],
  ADD_FORBID_CONTENTS: ['textarea', 'option', 'xmp'],
  // Every attribute outside URI_SAFE_ATTRIBUTES is tested against ALLOWED_URI_REGEXP; lang and dir
  // are not URLs (sanitize-html checks href only). `name` is URI-safe already.
  ADD_URI_SAFE_ATTR: [...GLOBAL_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

const isLink = (node: Node): node is Element => node.nodeName.toLowerCase() === 'a'

let purifier: Purifier | undefined

/**
 * A DOMPurify instance of its own (hooks are per instance), made on first use: the module is
 * also loaded where there is no window (tests of the isomorphic module in Node).
 */
function getPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify()
  // href, name, target and rel are link attributes: not on other elements.
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    if (!isLink(node) && LINK_ATTRIBUTES.includes(event.attrName)) event.keepAttr = false
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!isLink(node)) return
    node.setAttribute('target', LINK_TARGET)
    node.setAttribute('rel', LINK_REL)
  })
  purifier = instance
  return instance
}

/**
 * The browser half of the HTML sanitiser (sanitize-html.ts): html-policy.ts applied by DOMPurify
 * (parsing with the browser's own parser) instead of sanitize-html, which would add htmlparser2
 * and postcss to the client bundle.
 */
export function sanitizeHtmlInBrowser(html: string): string {
  return getPurifier().sanitize(html, CONFIG)
}
