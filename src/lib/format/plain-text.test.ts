import { describe, expect, it } from 'vitest'
import { toPlainText } from './plain-text'

describe('toPlainText', () => {
  it('drops tags and line breaks: Japanese lines run on without a space', () => {
    expect(
      toPlainText(
        '<p>映画・ドラマが<strong>見放題</strong>。</p>\n<p>毎月更新<br>いつでも解約</p>',
      ),
    ).toBe('映画・ドラマが見放題。毎月更新いつでも解約')
    expect(toPlainText('1行目\r\n2行目\n\n3行目')).toBe('1行目2行目3行目')
    expect(toPlainText('<p>映画・ドラマ・アニメ<br>10,000作品以上が見放題。</p>')).toBe(
      '映画・ドラマ・アニメ10,000作品以上が見放題。',
    )
  })

  it('keeps words of other languages apart where a line broke', () => {
    expect(toPlainText('<p>Unlimited films.</p><p>Cancel any time</p>')).toBe(
      'Unlimited films. Cancel any time',
    )
    expect(toPlainText('4K<br>HDR<br/>\n  対応')).toBe('4K HDR対応')
  })

  it('decodes character references into text', () => {
    expect(toPlainText('Tom &amp; Jerry &lt;3 &#x2605;&#9733; &nbsp;x')).toBe('Tom & Jerry <3 ★★ x')
  })

  it('drops script and style contents, and leaves unknown references alone', () => {
    expect(toPlainText('a<script>alert(1)</script>b<style>p{}</style>c &bogus;')).toBe(
      'a b c &bogus;',
    )
  })

  it('gives empty text for no description', () => {
    expect(toPlainText(null)).toBe('')
    expect(toPlainText(undefined)).toBe('')
    expect(toPlainText('  <br/> ')).toBe('')
  })
})
