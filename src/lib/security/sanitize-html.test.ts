import sanitizeHtml from 'sanitize-html'
import { describe, expect, it } from 'vitest'
import { ALLOWED_TAGS, UNWRAPPED_LANDMARKS } from './html-policy'
import { readyHtmlSanitizer } from './sanitize-html'
import { sanitizeHtmlOnServer } from './sanitize-html.server'
import { SANITIZE_CASES } from '~tests/fixtures/sanitize-html-cases'

// The browser's implementation (DOMPurify) and this one are held to the same table in
// sanitize-html.client.test.tsx (jsdom).

const sanitizeServerHtml = (html: string) => readyHtmlSanitizer()!(html)

describe("the server's HTML sanitiser", () => {
  it('keeps text markup, lists and tables', () => {
    const html =
      '<h2>第1条（適用）</h2><p>本規約は<strong>すべて</strong>に適用されます。</p><ul><li>一</li></ul><table><tr><td>表</td></tr></table>'
    expect(sanitizeServerHtml(html)).toBe(html)
  })
  it('removes scripts, styles, event handlers, frames and forms', () => {
    const html =
      '<p onclick="steal()">本文</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><form><input></form><img src=x onerror=alert(1)>'
    expect(sanitizeServerHtml(html)).toBe('<p>本文</p>')
  })
  it('drops javascript: links and opens the others in a new tab without an opener', () => {
    expect(sanitizeServerHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeServerHtml('<a href="https://www.example.jp/privacy">方針</a>')).toBe(
      '<a href="https://www.example.jp/privacy" target="_blank" rel="noopener noreferrer">方針</a>',
    )
  })
  it('unwraps page landmarks, keeping their text', () => {
    expect(sanitizeServerHtml('<main><nav>目次</nav><p>本文</p></main>')).toBe('目次<p>本文</p>')
  })
  it('answers a text seen before with the same safe result, before and after the memo forgets it', () => {
    const hostile = '<p>規約</p><script>alert(1)</script>'
    expect(sanitizeHtmlOnServer(hostile)).toBe('<p>規約</p>')
    expect(sanitizeHtmlOnServer(hostile)).toBe('<p>規約</p>')
    for (let n = 0; n < 40; n++) sanitizeHtmlOnServer(`<p>${n}</p><img src=x onerror=alert(${n})>`)
    expect(sanitizeHtmlOnServer(hostile)).toBe('<p>規約</p>')
    expect(sanitizeHtmlOnServer('<p>39</p><img src=x onerror=alert(39)>')).toBe('<p>39</p>')
  })
  it('runs sanitize-html outside the client build', () => {
    for (const { input } of SANITIZE_CASES) {
      expect(sanitizeServerHtml(input)).toBe(sanitizeHtmlOnServer(input))
    }
  })
  it("allows sanitize-html's default tags minus the landmarks", () => {
    const landmarks: readonly string[] = UNWRAPPED_LANDMARKS
    expect([...ALLOWED_TAGS].sort()).toEqual(
      sanitizeHtml.defaults.allowedTags.filter((tag) => !landmarks.includes(tag)).sort(),
    )
  })
})
