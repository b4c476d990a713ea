import { describe, expect, it } from 'vitest'
import type { CustomAssociatedInfoDefinition } from '~generated/api/model'
import { fromCustomInfoValue, shownCustomInfo, toCustomInfoValue } from './custom-info'
import { customInfoSchema } from './custom-info-schema'
import { i18nFor } from '~tests/setup/i18n'

const i18n = await i18nFor('ja')

const text = (rule: CustomAssociatedInfoDefinition['rule']): CustomAssociatedInfoDefinition => ({
  id: 'how_did_you_hear',
  title: 'きっかけ',
  type: 'TEXT',
  rule,
})
const select = (rule: CustomAssociatedInfoDefinition['rule']): CustomAssociatedInfoDefinition => ({
  id: 'favorite_genre',
  title: '好きなジャンル',
  type: 'SELECT',
  rule,
  selectOptions: [
    { id: 'movie', label: '映画' },
    { id: 'anime', label: 'アニメ' },
  ],
})
const checkbox = (
  rule: CustomAssociatedInfoDefinition['rule'],
): CustomAssociatedInfoDefinition => ({
  id: 'newsletter_opt_in',
  title: 'おすすめ情報を受け取る',
  type: 'CHECKBOX',
  rule,
})

const error = (definition: CustomAssociatedInfoDefinition, input: unknown) => {
  const result = customInfoSchema(definition).safeParse(input)
  return result.success ? undefined : i18n._(result.error.issues[0]!.message)
}

describe('custom associated info rules', () => {
  it('shows every definition but NOT_USE ones', () => {
    expect(
      shownCustomInfo([text('NOT_USE'), select('OPTIONAL'), checkbox('REQUIRED')]).map(
        (d) => d.type,
      ),
    ).toEqual(['SELECT', 'CHECKBOX'])
    expect(shownCustomInfo(undefined)).toEqual([])
  })
  it('TEXT: required needs a non-blank text, at most 300 characters', () => {
    expect(error(text('REQUIRED'), '  ')).toBe('入力してください。')
    expect(error(text('OPTIONAL'), '')).toBeUndefined()
    expect(error(text('OPTIONAL'), 'あ'.repeat(301))).toBe('300文字以内で入力してください。')
  })
  it('SELECT: required needs a choice among the defined options', () => {
    expect(error(select('REQUIRED'), [])).toBe('選択してください。')
    expect(error(select('REQUIRED'), ['movie'])).toBeUndefined()
    expect(error(select('OPTIONAL'), ['unknown'])).toBe('選択してください。')
  })
  it('CHECKBOX: required needs the box ticked', () => {
    expect(error(checkbox('REQUIRED'), false)).toBe('チェックを入れてください。')
    expect(error(checkbox('REQUIRED'), true)).toBeUndefined()
    expect(error(checkbox('OPTIONAL'), false)).toBeUndefined()
  })
  it('sends text or null, the list of chosen ids, and "true"/"false"', () => {
    expect(toCustomInfoValue(text('OPTIONAL'), ' 友人の紹介 ')).toEqual({
      id: 'how_did_you_hear',
      value: '友人の紹介',
    })
    expect(toCustomInfoValue(text('OPTIONAL'), '')).toEqual({ id: 'how_did_you_hear', value: null })
    expect(toCustomInfoValue(select('OPTIONAL'), ['movie', 'anime'])).toEqual({
      id: 'favorite_genre',
      value: ['movie', 'anime'],
    })
    expect(toCustomInfoValue(checkbox('OPTIONAL'), true)).toEqual({
      id: 'newsletter_opt_in',
      value: 'true',
    })
    expect(toCustomInfoValue(checkbox('OPTIONAL'), false)).toEqual({
      id: 'newsletter_opt_in',
      value: 'false',
    })
  })
  it('refills the form from saved values, dropping options that no longer exist', () => {
    expect(fromCustomInfoValue(text('OPTIONAL'), '友人の紹介')).toBe('友人の紹介')
    expect(fromCustomInfoValue(select('OPTIONAL'), ['movie', 'gone'])).toEqual(['movie'])
    expect(fromCustomInfoValue(checkbox('OPTIONAL'), 'true')).toBe(true)
    expect(fromCustomInfoValue(checkbox('OPTIONAL'), undefined)).toBe(false)
  })
})
