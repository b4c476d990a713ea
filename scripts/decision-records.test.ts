import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const DECISIONS = join(import.meta.dirname, '../docs/decisions')
const records = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name))

/** The records' header lines (docs/decisions/0027): they say whether a record still holds. */
describe('decision records', () => {
  it('each have a number of their own', () => {
    const numbers = records.map((name) => name.slice(0, 4))
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([])
  })

  it.each(records)('%s says its status, date and successor', (name) => {
    const text = readFileSync(join(DECISIONS, name), 'utf8')
    expect(text.split('\n', 1)[0]).toMatch(new RegExp(`^# ${name.slice(0, 4)} — `))
    expect(text).toMatch(/^Status: (accepted|superseded)\b/m)
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m)
    const successor = /^Superseded-by: (none|\d{4})$/m.exec(text)?.[1]
    expect(successor).toBeDefined()
    if (successor !== 'none')
      expect(records.some((other) => other.startsWith(successor!))).toBe(true)
  })
})
