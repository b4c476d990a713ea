import { createIsomorphicFn } from '@tanstack/react-start'
import { sanitizeHtmlOnServer } from './sanitize-html.server'

export type HtmlSanitizer = (html: string) => string

let browserSanitizer: HtmlSanitizer | undefined

/**
 * Makes HTML from the server (policy texts) safe to render: text markup, lists, tables and links
 * only — no scripts, styles, event handlers, frames, forms, images or javascript: URLs (the
 * policy: html-policy.ts).
 *
 * Two implementations of one policy: sanitize-html on the server (no DOM there), DOMPurify in the
 * browser (its own parser, ~57 kB gz less than sanitize-html's htmlparser2 + postcss). The Start
 * compiler keeps only the branch of the environment it builds and drops the other's import. In the
 * browser DOMPurify is its own chunk, loaded by the pages that render server HTML
 * (loadHtmlSanitizer) rather than by every page.
 */
export const readyHtmlSanitizer = createIsomorphicFn()
  .server((): HtmlSanitizer | undefined => sanitizeHtmlOnServer)
  .client((): HtmlSanitizer | undefined => browserSanitizer)

export const loadHtmlSanitizer = createIsomorphicFn()
  .server(async (): Promise<HtmlSanitizer> => sanitizeHtmlOnServer)
  .client(async (): Promise<HtmlSanitizer> => {
    browserSanitizer ??= (await import('./sanitize-html.client')).sanitizeHtmlInBrowser
    return browserSanitizer
  })
