/**
 * One table for both implementations of sanitizeServerHtml — sanitize-html on the server,
 * DOMPurify in the browser (sanitize-html.client.test.tsx runs it against each). Outputs are
 * compared as DOM structures (canonicalHtml), not as strings: the two serialise differently
 * (`<br />` vs `<br>`, entities, attribute order).
 */
import { ALLOWED_SCHEMES, ALLOWED_TAGS, GLOBAL_ATTRIBUTES, LINK_ATTRIBUTES } from './html-policy'

export interface SanitizeCase {
  name: string
  input: string
  /**
   * What both implementations must return, as a DOM structure. Left out where they may
   * legitimately differ (the text of dropped foreign content, parser error recovery): such
   * cases are held to the policy only (policyViolations).
   */
  expected?: string
}

const LINK = 'target="_blank" rel="noopener noreferrer"'

/** Hrefs that must not survive, each in `<a href="…">x</a>` (written as HTML attribute text). */
export const REJECTED_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#10;script:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  'javascript&colon;alert(1)',
  '&#0000106avascript:alert(1)',
  '&#x01;javascript:alert(1)',
  'java<!-- -->script:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://ftp.example.jp/',
  'blob:https://www.example.jp/uuid',
  'intent://x#Intent;end',
  '//evil.example/',
  ' //evil.example/',
  '\\\\evil.example/',
  '/\\evil.example/',
  '\\/evil.example/',
  '&#47;&#47;evil.example/',
  '/&#x09;/evil.example/',
]

/** Hrefs that survive unchanged. */
export const KEPT_HREFS = [
  'https://www.example.jp/privacy',
  'HTTPS://WWW.EXAMPLE.JP/',
  'http://www.example.jp/terms?x=javascript:alert(1)',
  'mailto:support@example.jp',
  'tel:+81-3-0000-0000',
  '/help/faq',
  'terms#article-2',
  '#article-2',
  '?page=2',
]

export const SANITIZE_CASES: SanitizeCase[] = [
  // Allowed markup is kept as it is.
  {
    name: 'policy text: headings, paragraphs, emphasis, lists, tables',
    input:
      '<h2>第1条（適用）</h2><p>本規約は<strong>すべて</strong>に適用されます。</p><ul><li>一</li></ul><table><tr><td>表</td></tr></table>',
    expected:
      '<h2>第1条（適用）</h2><p>本規約は<strong>すべて</strong>に適用されます。</p><ul><li>一</li></ul><table><tbody><tr><td>表</td></tr></tbody></table>',
  },
  {
    name: 'text formatting',
    input:
      '<h1>a</h1><h3>b</h3><h6>c</h6><section><article><p>a<br>b<wbr>c</p></article></section><hr><ol><li><em>e</em></li></ol><dl><dt>t</dt><dd>d</dd></dl><blockquote>q</blockquote><pre><code>c</code></pre><p><b>b</b><i>i</i><u>u</u><s>s</s><small>s</small><sub>1</sub><sup>2</sup><mark>m</mark><abbr>a</abbr><q>q</q><cite>c</cite><kbd>k</kbd><var>v</var><samp>s</samp><dfn>d</dfn><span>s</span><bdi>b</bdi><time>t</time><ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp></ruby></p><div><address>a</address><figure><figcaption>f</figcaption></figure></div>',
    expected:
      '<h1>a</h1><h3>b</h3><h6>c</h6><section><article><p>a<br>b<wbr>c</p></article></section><hr><ol><li><em>e</em></li></ol><dl><dt>t</dt><dd>d</dd></dl><blockquote>q</blockquote><pre><code>c</code></pre><p><b>b</b><i>i</i><u>u</u><s>s</s><small>s</small><sub>1</sub><sup>2</sup><mark>m</mark><abbr>a</abbr><q>q</q><cite>c</cite><kbd>k</kbd><var>v</var><samp>s</samp><dfn>d</dfn><span>s</span><bdi>b</bdi><time>t</time><ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp></ruby></p><div><address>a</address><figure><figcaption>f</figcaption></figure></div>',
  },
  {
    name: 'a full table',
    input:
      '<table><caption>料金</caption><colgroup><col><col></colgroup><thead><tr><th>プラン</th><th>月額</th></tr></thead><tbody><tr><td>基本</td><td>0円</td></tr></tbody><tfoot><tr><td colspan="2">税込</td></tr></tfoot></table>',
    expected:
      '<table><caption>料金</caption><colgroup><col><col></colgroup><thead><tr><th>プラン</th><th>月額</th></tr></thead><tbody><tr><td>基本</td><td>0円</td></tr></tbody><tfoot><tr><td>税込</td></tr></tfoot></table>',
  },
  {
    name: 'lang and dir on any element',
    input: '<p lang="en" dir="ltr">Terms</p><span lang="ar" dir="rtl">شروط</span>',
    expected: '<p lang="en" dir="ltr">Terms</p><span lang="ar" dir="rtl">شروط</span>',
  },
  {
    // As in sanitize-html, which checks the scheme of URL attributes only.
    name: 'lang and dir values are not checked as URLs',
    input: '<p lang="x-private:tag" dir="//auto">t</p>',
    expected: '<p lang="x-private:tag" dir="//auto">t</p>',
  },
  {
    name: 'escaped markup stays text',
    input: '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;</p>',
    expected: '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "</p>',
  },

  // Links: allowed schemes only, always a new tab without an opener.
  ...KEPT_HREFS.map((href) => ({
    name: `link kept: ${href}`,
    input: `<a href="${href}">x</a>`,
    expected: `<a href="${href}" ${LINK}>x</a>`,
  })),
  ...REJECTED_HREFS.map((href) => ({
    name: `href dropped: ${href}`,
    input: `<a href="${href}">x</a>`,
    expected: `<a ${LINK}>x</a>`,
  })),
  {
    name: 'target and rel of a link are forced',
    input:
      '<a href="https://www.example.jp/" target="_self" rel="opener">a</a><a href="/x" target="_top">b</a><a name="section-2">c</a>',
    expected: `<a href="https://www.example.jp/" ${LINK}>a</a><a href="/x" ${LINK}>b</a><a name="section-2" ${LINK}>c</a>`,
  },
  {
    name: 'link attributes only on links',
    input:
      '<div href="https://www.example.jp/" name="n" target="_top" rel="opener">d</div><p name="x">p</p>',
    expected: '<div>d</div><p>p</p>',
  },
  {
    name: 'other attributes dropped',
    input:
      '<p class="c" id="i" title="t" data-x="1" aria-label="a" role="button" tabindex="0" hidden>s</p><a href="/x" class="c" id="i" download ping="https://evil.example/">l</a>',
    expected: `<p>s</p><a href="/x" ${LINK}>l</a>`,
  },

  // Scripts, handlers, styles, frames, forms, images.
  {
    name: 'scripts',
    input:
      '<p>本文</p><script>alert(1)</script><SCRIPT SRC="https://evil.example/x.js"></SCRIPT><script type="module">import "x"</script>',
    expected: '<p>本文</p>',
  },
  {
    name: 'event handlers',
    input:
      '<p onclick="steal()" ONMOUSEOVER="steal()">本文</p><a href="https://www.example.jp/" onclick="steal()" onfocus=steal() autofocus>l</a><div onpointerenter="x">d</div>',
    expected: `<p>本文</p><a href="https://www.example.jp/" ${LINK}>l</a><div>d</div>`,
  },
  {
    name: 'styles',
    input:
      '<style>p{color:red}</style><p style="background:url(javascript:alert(1))">s</p><link rel="stylesheet" href="https://evil.example/x.css"><span style="position:fixed;inset:0">o</span>',
    expected: '<p>s</p><span>o</span>',
  },
  {
    name: 'frames and embedded objects',
    input:
      '<iframe src="https://evil.example/"></iframe><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe><object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf"><p>本文</p>',
    expected: '<p>本文</p>',
  },
  {
    name: 'forms (the text of a button is kept)',
    input:
      '<form action="https://evil.example/"><input name="password" type="password"><button formaction="javascript:alert(1)">送信</button><select><option>a</option></select><textarea>t</textarea></form>',
    expected: '送信',
  },
  {
    name: 'images and media',
    input:
      '<img src="x" onerror="alert(1)"><picture><source srcset="x"><img src="x"></picture><video src="x"></video><audio src="x"></audio><p>本文</p>',
    expected: '<p>本文</p>',
  },
  {
    name: 'base, meta refresh, comments',
    input:
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>a<!-- secret --></p>',
    expected: '<p>a</p>',
  },

  // Landmarks are unwrapped, their content kept.
  {
    name: 'landmarks unwrapped',
    input: '<main><nav>目次</nav><p>本文</p></main>',
    expected: '目次<p>本文</p>',
  },
  {
    name: 'landmarks unwrapped, nested markup kept',
    input:
      '<header lang="ja"><h2>規約</h2></header><aside dir="rtl">注</aside><footer><p><a href="/top">上へ</a></p></footer>',
    expected: `<h2>規約</h2>注<p><a href="/top" ${LINK}>上へ</a></p>`,
  },
  {
    name: 'other unknown or disallowed elements unwrapped',
    input:
      '<font color="red">f</font><center>c</center><label>l</label><my-element x="1">m</my-element>',
    expected: 'fclm',
  },

  // SVG, MathML, template, noscript: dropped. Where they had text, sanitize-html (no namespaces:
  // `<svg><a>` is a link to it) keeps it, DOMPurify drops it — within the policy either way.
  {
    name: 'svg onload',
    input: '<svg onload="alert(1)"><circle r="1"/></svg><p>本文</p>',
    expected: '<p>本文</p>',
  },
  {
    name: 'svg link',
    input: '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">click</text></a></svg>',
  },
  { name: 'svg script', input: '<svg><script>alert(1)</script></svg>', expected: '' },
  {
    name: 'svg animate href',
    input:
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>click</text></a></svg>',
  },
  {
    name: 'svg foreignObject',
    input: '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
    expected: '',
  },
  { name: 'math href', input: '<math href="javascript:alert(1)"><mi>x</mi></math>' },
  {
    name: 'math mglyph/style namespace confusion (mXSS)',
    input: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  {
    name: 'form/math namespace confusion (mXSS)',
    input: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    expected: '',
  },
  {
    name: 'noscript breakout',
    input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    expected: '<p></p>',
  },
  { name: 'template', input: '<template><script>alert(1)</script><p>t</p></template>' },
  { name: 'unclosed and misnested markup', input: '<p>a<b>b</p>c<a href="javascript:alert(1)">d' },
]

const LINK_ONLY = new Set(LINK_ATTRIBUTES)
const GLOBAL = new Set(GLOBAL_ATTRIBUTES)
const TAGS = new Set(ALLOWED_TAGS)
const SCHEMES = new Set(ALLOWED_SCHEMES.map((scheme) => `${scheme}:`))
const SITE = 'https://www.example.jp/page'

function parse(html: string, document: Document): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;')

function canonicalNodes(parent: Node): string {
  return Array.from(parent.childNodes, (node) => {
    if (node.nodeType === node.TEXT_NODE) return escapeText(node.textContent ?? '')
    if (node.nodeType === node.COMMENT_NODE) return `<!--${node.textContent ?? ''}-->`
    if (node.nodeType !== node.ELEMENT_NODE) return `<?${node.nodeName}?>`
    const element = node as Element
    const name =
      element.namespaceURI === 'http://www.w3.org/1999/xhtml'
        ? element.localName
        : `${element.namespaceURI}:${element.localName}`
    const attributes = Array.from(
      element.attributes,
      (attribute) => ` ${attribute.name}="${escapeText(attribute.value).replace(/"/g, '&quot;')}"`,
    ).sort()
    return `<${name}${attributes.join('')}>${canonicalNodes(element)}</${name}>`
  }).join('')
}

/** The DOM structure of an HTML fragment as a string: elements, sorted attributes, text. */
export function canonicalHtml(html: string, document: Document): string {
  return canonicalNodes(parse(html, document))
}

/**
 * What in sanitised HTML is outside the policy, once the browser parses it: other elements
 * (foreign ones included), attributes, comments; links with another scheme, to another host
 * through a relative URL, or without the forced target and rel. Empty when it is within.
 */
export function policyViolations(html: string, document: Document): string[] {
  const violations: string[] = []
  const visit = (parent: Node) => {
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === node.TEXT_NODE) continue
      if (node.nodeType !== node.ELEMENT_NODE) {
        violations.push(`node ${node.nodeName}`)
        continue
      }
      const element = node as Element
      const tag = element.localName
      if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !TAGS.has(tag)) {
        violations.push(`element ${element.namespaceURI}:${tag}`)
      }
      for (const { name, value } of Array.from(element.attributes)) {
        if (!GLOBAL.has(name) && !(tag === 'a' && LINK_ONLY.has(name))) {
          violations.push(`attribute ${tag}[${name}]`)
        }
        if (name === 'href') {
          const url = new URL(value, SITE)
          if (!SCHEMES.has(url.protocol)) violations.push(`href ${value}`)
          // A URL without a scheme stays on this site (no //host, \\host).
          if (!/^[a-z][a-z\d+.-]*:/i.test(value.trim()) && url.origin !== new URL(SITE).origin) {
            violations.push(`href ${value}`)
          }
        }
      }
      if (tag === 'a') {
        if (element.getAttribute('target') !== '_blank') violations.push('a without target=_blank')
        if (element.getAttribute('rel') !== 'noopener noreferrer') violations.push('a without rel')
      }
      visit(element)
    }
  }
  visit(parse(html, document))
  return violations
}
