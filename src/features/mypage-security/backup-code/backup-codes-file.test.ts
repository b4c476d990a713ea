import { describe, expect, it } from 'vitest'
import { backupCodesText, unusedCodes } from './backup-codes-file'

describe('backupCodesText', () => {
  it('puts one code a line between the heading and the note', () => {
    expect(
      backupCodesText(['a4rk-2mzp', 'h7wd-0qeb'], {
        heading: 'シネマストリーム バックアップコード',
        note: '各コードは1回だけ使えます。',
      }),
    ).toBe(
      'シネマストリーム バックアップコード\r\n\r\na4rk-2mzp\r\nh7wd-0qeb\r\n\r\n各コードは1回だけ使えます。\r\n',
    )
  })
})

describe('unusedCodes', () => {
  it('drops the codes already used', () => {
    expect(
      unusedCodes([
        { code: '7k2m-9xq4', isUsed: false },
        { code: 'p3zt-81wd', isUsed: true },
        { code: '4hc9-e2rn', isUsed: false },
      ]),
    ).toEqual(['7k2m-9xq4', '4hc9-e2rn'])
  })
})
