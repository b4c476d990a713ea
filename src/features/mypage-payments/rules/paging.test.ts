import { describe, expect, it } from 'vitest'
import { clampPage, pagerItems } from './paging'

const show = (current: number, last: number) =>
  pagerItems(current, last)
    .map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : `${item.page}`))
    .join(' ')

describe('history pager', () => {
  it('links the first, last, current and neighbouring pages with gaps', () => {
    expect(show(1, 1)).toBe('[1]')
    expect(show(1, 5)).toBe('[1] 2 … 5')
    expect(show(2, 4)).toBe('1 [2] 3 4')
    expect(show(5, 12)).toBe('1 … 4 [5] 6 … 12')
    expect(show(12, 12)).toBe('1 … 11 [12]')
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(show(1, 4)).toBe('[1] 2 3 4')
    expect(show(4, 12)).toBe('1 2 3 [4] 5 … 12')
    expect(show(9, 12)).toBe('1 … 8 [9] 10 11 12')
  })

  it('keeps an asked page within 1…lastPage', () => {
    expect(clampPage(0, 4)).toBe(1)
    expect(clampPage(9, 4)).toBe(4)
    expect(clampPage(3, 0)).toBe(1)
  })
})
