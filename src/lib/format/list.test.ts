import { describe, expect, it } from 'vitest'
import { formatList } from './list'
import { i18nFor } from '~tests/setup/i18n'

const ja = await i18nFor('ja')
const en = await i18nFor('en')

describe('formatList', () => {
  it('joins Japanese items with the ideographic comma, as before', () => {
    expect(formatList(ja, ['ドラマ', 'アニメ'])).toBe('ドラマ、アニメ')
    expect(formatList(ja, ['ドラマ', 'アニメ', '映画'])).toBe('ドラマ、アニメ、映画')
    expect(formatList(ja, ['ドラマ', 'アニメ'])).toBe(['ドラマ', 'アニメ'].join('、'))
  })

  it('joins English items with a comma and a space, without "and"', () => {
    expect(formatList(en, ['Drama', 'Anime'])).toBe('Drama, Anime')
    expect(formatList(en, ['Drama', 'Anime', 'Film'])).toBe('Drama, Anime, Film')
  })

  it('shows one item as it is and no items as nothing', () => {
    expect(formatList(ja, ['ドラマ'])).toBe('ドラマ')
    expect(formatList(en, ['Drama'])).toBe('Drama')
    expect(formatList(ja, [])).toBe('')
    expect(formatList(en, [])).toBe('')
  })
})
