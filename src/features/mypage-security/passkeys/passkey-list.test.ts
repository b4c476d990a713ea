import { describe, expect, it } from 'vitest'
import type { Passkey } from '~generated/api/model'
import { NO_CHANGES, shownPasskeys } from './passkey-list'

const passkey = (id: string, name = id): Passkey => ({
  id,
  name,
  createdAt: '2026-11-20T21:40:12+09:00',
  lastUsedAt: null,
})

describe('shownPasskeys', () => {
  it('puts the passkeys added on the page first, newest first, and drops deleted ones', () => {
    const shown = shownPasskeys([passkey('a'), passkey('b')], {
      ...NO_CHANGES,
      added: [passkey('c'), passkey('d')],
      deleted: new Set(['b']),
    })
    expect(shown.map(({ id }) => id)).toEqual(['d', 'c', 'a'])
  })

  it('shows a rename, and an added passkey once the screen data has it too', () => {
    const shown = shownPasskeys([passkey('c'), passkey('a')], {
      ...NO_CHANGES,
      added: [passkey('c')],
      renamed: new Map([['a', '仕事用のPC']]),
    })
    expect(shown.map(({ id, name }) => `${id}:${name}`)).toEqual(['c:c', 'a:仕事用のPC'])
  })
})
