import { createIsomorphicFn } from '@tanstack/react-start'
import { sanitizeHtmlInBrowser } from './sanitize-html.client'
import { sanitizeHtmlOnServer } from './sanitize-html.server'

/**
 * HTML from the server (policy texts) made safe to render, on the server and in the browser
 * alike: text markup, lists, tables and links only — no scripts, styles, event handlers, frames,
 * forms, images or javascript: URLs (the policy: html-policy.ts).
 *
 * Two implementations of one policy: sanitize-html on the server (no DOM there), DOMPurify in the
 * browser (its own parser, ~57 kB gz less than sanitize-html's htmlparser2 + postcss). The Start
 * compiler keeps only the branch of the environment it builds and drops the other's import.
 * Their serialisations may differ slightly (quoting, `<br />`); a hydrated ServerHtml keeps the
 * server's innerHTML, so that is harmless.
 */
export const sanitizeServerHtml = createIsomorphicFn()
  .server((html: string): string => sanitizeHtmlOnServer(html))
  .client((html: string): string => sanitizeHtmlInBrowser(html))
